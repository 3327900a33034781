import { MESSAGES } from "../../../shared/messages";
import { ApiError } from "../../lib/api";

/** better-auth codes whose message the spec (or a person) needs worded its own way. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "USER_ALREADY_EXISTS") return MESSAGES.auth.alreadyRegistered;
    if (error.code === "EMAIL_NOT_VERIFIED") return MESSAGES.auth.emailNotConfirmed;
    if (error.code === "INVALID_TOKEN") return MESSAGES.auth.invalidResetLink;
    // better-auth's own refusal says only "Invalid origin"; the server's guard usually answers first, in words.
    if (error.code === "INVALID_ORIGIN" || error.code === "MISSING_OR_NULL_ORIGIN")
      return MESSAGES.request.wrongAddress;
    if (error.status === 429) return MESSAGES.auth.tooManyAttempts;
    return error.message;
  }
  return MESSAGES.generic.serverError;
}
