import { MESSAGES } from "../../../shared/messages";
import { DomainError, InsufficientCredits, isRetryable } from "../../lib/domain-errors";
import { BATCH_ITEM_MESSAGES } from "../../../shared/batches/batch-messages";

export const INSUFFICIENT_CREDITS_MESSAGE = BATCH_ITEM_MESSAGES.insufficientCredits;

export type BatchItemOutcome = { retry: true } | { retry: false; failure: { error: string; errorCode: string } };

/**
 * What a failed run of a batch item leads to (decisions 041, 050): another attempt when the
 * error says it is retryable and attempts are left, decided from the error's own flag only;
 * otherwise the item fails with the error's message and code, the batch's own wording for
 * missing credits, and "failed" for a retryable failure that ran out of attempts or for a bug.
 */
export function batchItemOutcome(error: unknown, context: { lastAttempt: boolean }): BatchItemOutcome {
  if (isRetryable(error) && !context.lastAttempt) return { retry: true };
  if (error instanceof InsufficientCredits)
    return { retry: false, failure: { error: INSUFFICIENT_CREDITS_MESSAGE, errorCode: "insufficient_credits" } };
  const message = error instanceof Error ? error.message : MESSAGES.generic.serverError;
  const final = error instanceof DomainError && !error.retryable;
  return { retry: false, failure: { error: message, errorCode: final ? error.code : "failed" } };
}
