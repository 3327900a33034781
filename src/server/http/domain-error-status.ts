import type { ApiErrorBody } from "../../shared/api-error-schemas";
import { UnresolvedClaims, type DomainError, type DomainErrorKind } from "../lib/domain-errors";
import type { AppError } from "./errors";

/**
 * The HTTP status of each kind of domain error, chosen here once for both HTTP transports (the
 * cookie routes' `{ error, code }` and /api/v1's `{ error: { code, message, request_id } }`).
 * The code and the seller's message are the error's own (decision 050).
 */
export const STATUS_OF_KIND = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  payment: 402,
  forbidden: 403,
  rate_limited: 429,
  unprocessable: 422,
  upstream: 502,
  upstream_timeout: 504,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, AppError["status"]>;

export function statusOf(error: DomainError): AppError["status"] {
  return STATUS_OF_KIND[error.kind];
}

/** The cookie routes' answer to a domain error: the error's status, and `{ error, code }` with its message. */
export function cookieErrorAnswer(error: DomainError) {
  const claims = error instanceof UnresolvedClaims ? { claims: error.claims } : {};
  return {
    status: statusOf(error),
    body: { error: error.message, code: error.code, ...claims } satisfies ApiErrorBody,
  };
}
