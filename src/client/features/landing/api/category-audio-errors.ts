import { MESSAGES } from "../../../../shared/messages";
import { ApiError } from "../../../lib/api";

/** The server's readable refusal (wrong type, too large, no permission), else the spec's fallback text. */
export function categoryAudioFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return MESSAGES.categoryAudio.signInRequired;
  return error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}
