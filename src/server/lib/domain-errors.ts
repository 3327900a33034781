import { isUnresolved, type Claim } from "../../shared/claims/claim-schemas";

/**
 * What went wrong, said once by the service that knows (decision 050). A domain error carries a
 * stable `code` (what API clients and webhooks see), a `kind` (what sort of failure it is, from
 * which each transport picks its HTTP status once: http/domain-error-status.ts), a `retryable`
 * flag (the only thing a job reads to decide whether to try again) and a message that is safe for
 * the seller (the spec's exact texts). Services throw these and never choose an HTTP status.
 */
export type DomainErrorKind =
  /** The input is not acceptable as it is. */
  | "invalid"
  /** No such thing for this seller (someone else's counts as none). */
  | "not_found"
  /** The current state forbids it (spent script, cancelled batch, key reused, still running…). */
  | "conflict"
  /** Credits are missing. */
  | "payment"
  /** Whoever acts may no longer do this for the workspace (removed, role lowered, key revoked). */
  | "forbidden"
  /** Too many requests for now. */
  | "rate_limited"
  /** Understood, but there is nothing to work from (a refused link, a page without a product). */
  | "unprocessable"
  /** A page, writer or engine failed us. */
  | "upstream"
  /** A page, writer or engine did not answer in time. */
  | "upstream_timeout"
  /** The speech engine cannot serve right now. */
  | "unavailable";

export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly retryable: boolean;

  constructor(
    kind: DomainErrorKind,
    code: string,
    message: string,
    options: { retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.kind = kind;
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** The product link may not be fetched at all (private address, odd port…): code `link_<reason>`. */
export class PageRefused extends DomainError {
  constructor(reason: string, message: string) {
    super("unprocessable", `link_${reason}`, message);
    this.name = "PageRefused";
  }
}

/** The product page did not load: code `page_<reason>`; retryable when the shop may answer later. */
export class PageUnreachable extends DomainError {
  constructor(reason: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(reason === "timeout" ? "upstream_timeout" : "unprocessable", `page_${reason}`, message, options);
    this.name = "PageUnreachable";
  }
}

export class NotAProductPage extends DomainError {
  constructor(message: string) {
    super("unprocessable", "not_product_page", message);
    this.name = "NotAProductPage";
  }
}

/** The script writer failed: code `writer_<reason>`. */
export class ScriptWriterFailed extends DomainError {
  constructor(reason: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    const kind =
      reason === "not_enough_information" ? "unprocessable" : reason === "timeout" ? "upstream_timeout" : "upstream";
    super(kind, `writer_${reason}`, message, options);
    this.name = "ScriptWriterFailed";
  }
}

/** A balance of zero where a script needs at least one credit (`no_credits`). */
export class NoCredits extends DomainError {
  constructor(message: string) {
    super("payment", "no_credits", message);
    this.name = "NoCredits";
  }
}

/** The credit could not be taken (`insufficient_credits`). */
export class InsufficientCredits extends DomainError {
  constructor(message: string) {
    super("payment", "insufficient_credits", message);
    this.name = "InsufficientCredits";
  }
}

export class LanguageLocked extends DomainError {
  constructor(message: string) {
    super("conflict", "language_locked", message);
    this.name = "LanguageLocked";
  }
}

export class RateLimited extends DomainError {
  constructor(message: string) {
    super("rate_limited", "rate_limited", message);
    this.name = "RateLimited";
  }
}

/** The script draft was already voiced (or is being voiced). */
export class ScriptSpent extends DomainError {
  constructor(message: string) {
    super("conflict", "script_spent", message);
    this.name = "ScriptSpent";
  }
}

export class VoiceNotOffered extends DomainError {
  constructor() {
    super("invalid", "voice_not_offered", "That voice is not offered for this language.");
    this.name = "VoiceNotOffered";
  }
}

/** Another request with this idempotency key is still generating; retrying later answers its result. */
export class GenerationInProgress extends DomainError {
  constructor() {
    super("conflict", "in_progress", "This audio is already being generated. Please wait a moment.", {
      retryable: true,
    });
    this.name = "GenerationInProgress";
  }
}

/** The attempt under this key failed and was refunded; a new attempt (a new key) may succeed. */
export class AttemptFailed extends DomainError {
  constructor(message: string) {
    super("conflict", "attempt_failed", message, { retryable: true });
    this.name = "AttemptFailed";
  }
}

/** The idempotency key was first used for another script, text, voice or options. */
export class IdempotencyKeyReused extends DomainError {
  constructor() {
    super(
      "conflict",
      "idempotency_key_reused",
      "This Idempotency-Key was already used for another request. Use a new key for a new audio.",
    );
    this.name = "IdempotencyKeyReused";
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super("not_found", "not_found", message);
    this.name = "NotFound";
  }
}

/** Making the audio failed (`generation_failed`): the engine was unavailable, failed, or saving failed. */
export class GenerationFailed extends DomainError {
  constructor(kind: "unavailable" | "upstream", message: string, options: { cause?: unknown } = {}) {
    // Every cause is worth another attempt: the engine or the database may be back.
    super(kind, "generation_failed", message, { retryable: true, ...options });
    this.name = "GenerationFailed";
  }
}

/** Input a schema could not catch (an unknown language on a stored row, an invalid encoding…). */
export class InvalidInput extends DomainError {
  constructor(message: string, code = "invalid_input") {
    super("invalid", code, message);
    this.name = "InvalidInput";
  }
}

/** A batch's state forbids the request (`batch_cancelled`, `not_in_review`, `not_editable`). */
export class BatchStateConflict extends DomainError {
  constructor(code: "batch_cancelled" | "not_in_review" | "not_editable", message: string) {
    super("conflict", code, message);
    this.name = "BatchStateConflict";
  }
}

/**
 * The person or key a job (or a request) acts for may no longer spend for the workspace: removed,
 * lowered below the role needed, or a revoked key (code `actor_lost_access`, decision 121). Never
 * retried: their access does not come back by waiting.
 */
export class ActorLostAccess extends DomainError {
  constructor(message: string) {
    super("forbidden", "actor_lost_access", message);
    this.name = "ActorLostAccess";
  }
}

/** Whether a job should try again: the error's own flag; anything unknown is a bug, not a retry. */
export function isRetryable(error: unknown): boolean {
  return error instanceof DomainError && error.retryable;
}

/** Another run of the same job got further meanwhile; this one should try again from where that one is. */
export class RunSuperseded extends DomainError {
  constructor(message: string) {
    super("conflict", "run_superseded", message, { retryable: true });
    this.name = "RunSuperseded";
  }
}

/**
 * A script with unsupported sentences the seller has not confirmed, on a door that must not voice
 * them (code `unresolved_claims`, 422, issue 24). Never retried: the seller edits or confirms.
 * Both HTTP transports answer `claims` beside the message.
 */
export class UnresolvedClaims extends DomainError {
  readonly claims: Claim[];

  constructor(claims: Claim[]) {
    const count = claims.filter(isUnresolved).length;
    const one = count === 1;
    super(
      "unprocessable",
      "unresolved_claims",
      `${count} ${one ? "sentence says" : "sentences say"} something the product page and your details don't. Edit ${one ? "it" : "them"} or confirm you can substantiate ${one ? "it" : "them"}.`,
    );
    this.name = "UnresolvedClaims";
    this.claims = claims;
  }
}
