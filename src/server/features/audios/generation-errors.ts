import { DrizzleQueryError } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import { DomainError, GenerationFailed } from "../../lib/domain-errors";
import { SpeechUnavailableError, speechErrorMessage } from "../../providers/speech/speech-provider";

/**
 * Saving the finished audio failed in the database (claiming its file name, or the row and
 * the request's success in one transaction). The spec shows the seller "Database error: {message}".
 */
export class AudioSaveError extends Error {
  /** The driver's reason: drizzle wraps a failed statement with its SQL and parameters, which sellers never see. */
  readonly reason: string;

  constructor(cause: unknown) {
    const driverError = cause instanceof DrizzleQueryError && cause.cause instanceof Error ? cause.cause : cause;
    const reason = driverError instanceof Error ? driverError.message : String(driverError);
    super(`saving the audio failed: ${reason}`, { cause });
    this.name = "AudioSaveError";
    this.reason = reason;
  }
}

/** The stale sweep refunded the request meanwhile (only after minutes): the attempt is over, and it is not a database fault. */
export class GenerationNoLongerPendingError extends Error {
  constructor() {
    super("the generation request is no longer pending");
    this.name = "GenerationNoLongerPendingError";
  }
}

/** Runs one database step of saving the audio; any failure of it is an AudioSaveError. */
export async function savingStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof GenerationNoLongerPendingError || error instanceof AudioSaveError) throw error;
    throw new AudioSaveError(error);
  }
}

/**
 * What the seller is told about a failed generation, decided by the error's type (spec section 8,
 * "Audio generation failure by cause"): the engine unavailable (a 503 over HTTP), or any other
 * failure (a 502). A domain error already says what it is and passes through.
 */
export function generationFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof AudioSaveError)
    return new GenerationFailed("upstream", MESSAGES.audio.databaseError(error.reason), { cause: error });
  const kind = error instanceof SpeechUnavailableError ? "unavailable" : "upstream";
  return new GenerationFailed(kind, speechErrorMessage(error), { cause: error });
}
