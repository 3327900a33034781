import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { V1ErrorSchema, type V1Error } from "../../../shared/developers/api-v1-schemas";
import { statusOf } from "../../http/domain-error-status";
import { AppError } from "../../http/errors";
import { DomainError, UnresolvedClaims } from "../../lib/domain-errors";
import type { Claim } from "../../../shared/claims/claim-schemas";
import type { Logger } from "../../logger";

/** The answer of every /api/v1 failure: `{ error: { code, message, request_id } }`. */
export function v1ErrorBody(c: Context, code: string, message: string, claims?: Claim[]): V1Error {
  return { error: { code, message, request_id: c.get("requestId") ?? "", ...(claims ? { claims } : {}) } };
}

/**
 * AppErrors keep their status and code, domain errors get their kind's status (decision 050); validation is a 400; a body that is not JSON is 400
 * `invalid_json`; anything else a logged 500 without detail.
 */
export function v1ErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return c.json(v1ErrorBody(c, err.code, err.message), err.status);
    if (err instanceof DomainError) {
      const claims = err instanceof UnresolvedClaims ? err.claims : undefined;
      return c.json(v1ErrorBody(c, err.code, err.message, claims), statusOf(err));
    }
    // The framework's own refusals: the request validator's unparsable JSON body, or another 4xx it raises.
    if (err instanceof HTTPException && err.status < 500) {
      const malformed = err.status === 400 && /json/i.test(err.message);
      return c.json(
        v1ErrorBody(
          c,
          malformed ? "invalid_json" : "invalid_request",
          malformed ? "The request body must be valid JSON." : err.message || MESSAGES.generic.invalidInput,
        ),
        err.status,
      );
    }
    if (err instanceof ZodError)
      return c.json(v1ErrorBody(c, "invalid_input", err.issues[0]?.message ?? MESSAGES.generic.invalidInput), 400);
    logger.error({ err, reqId: c.get("requestId"), path: c.req.path }, "unhandled error in /api/v1");
    return c.json(v1ErrorBody(c, "server_error", MESSAGES.generic.serverError), 500);
  };
}

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: V1ErrorSchema } },
});

/** The error answers every authenticated route may give, for the OpenAPI document. */
export const COMMON_ERRORS = {
  400: errorContent(
    "Invalid input (`invalid_input`), a body that is not JSON (`invalid_json`), or a request with both a cookie and a key (`cookie_with_key`).",
  ),
  401: errorContent("Missing, invalid (`unauthorized`) or revoked (`key_revoked`) API key."),
  403: errorContent(
    "The key's role (chosen at its creation) is below what the operation needs (`forbidden`): reading needs viewer, changing needs member, a site's settings need admin.",
  ),
  429: errorContent(
    "Rate limit of the key, or of all the seller's keys together, exceeded; see `Retry-After` and the `RateLimit-*` headers.",
  ),
  500: errorContent("Unexpected server error; quote the request id."),
} as const;

export const NOT_FOUND = { 404: errorContent("No such resource for this key's seller.") } as const;
export const CONFLICT = { 409: errorContent("The request conflicts with the current state (see `code`).") } as const;
export const PAYMENT_REQUIRED = {
  402: errorContent("Not enough credits (`insufficient_credits`, `no_credits`)."),
} as const;
export const UNRESOLVED_CLAIMS = {
  422: errorContent(
    "The script has unsupported sentences nobody confirmed (`unresolved_claims`, with `error.claims`); nothing was charged. Edit them, or send `require_supported: false`.",
  ),
} as const;
export const UPSTREAM = {
  502: errorContent("A provider (page, writer or speech engine) failed; the credit was refunded."),
  503: errorContent("The speech engine is unavailable; the credit was refunded."),
} as const;
