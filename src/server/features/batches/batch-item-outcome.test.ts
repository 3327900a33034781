import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { AppError } from "../../http/errors";
import {
  AttemptFailed,
  GenerationFailed,
  GenerationInProgress,
  IdempotencyKeyReused,
  InsufficientCredits,
  NotAProductPage,
  PageUnreachable,
  ScriptSpent,
  ScriptWriterFailed,
  VoiceNotOffered,
} from "../../lib/domain-errors";
import { batchItemOutcome, INSUFFICIENT_CREDITS_MESSAGE } from "./batch-item-outcome";

const early = { lastAttempt: false };
const last = { lastAttempt: true };

describe("a batch item's retry decision: the error's retryable flag, never a status", () => {
  it("retries a retryable failure while attempts are left", () => {
    for (const error of [
      new GenerationFailed("unavailable", MESSAGES.audio.serviceUnavailable),
      new GenerationFailed("upstream", MESSAGES.audio.providerIssues),
      new GenerationInProgress(),
      new AttemptFailed(MESSAGES.audio.failed),
      new PageUnreachable("timeout", "slow", { retryable: true }),
      new ScriptWriterFailed("rate_limited", "busy", { retryable: true }),
    ])
      expect(batchItemOutcome(error, early), error.code).toEqual({ retry: true });
  });

  it("fails at once on a 409 that is not about timing (spent script, reused key), as on any final failure", () => {
    expect(batchItemOutcome(new ScriptSpent(MESSAGES.audio.scriptRequired), early)).toEqual({
      retry: false,
      failure: { error: MESSAGES.audio.scriptRequired, errorCode: "script_spent" },
    });
    for (const error of [new IdempotencyKeyReused(), new VoiceNotOffered(), new NotAProductPage("about us")])
      expect(batchItemOutcome(error, early)).toEqual({
        retry: false,
        failure: { error: error.message, errorCode: error.code },
      });
  });

  it("says what is missing when credits run out", () => {
    expect(batchItemOutcome(new InsufficientCredits(MESSAGES.audio.deductFailed), early)).toEqual({
      retry: false,
      failure: { error: INSUFFICIENT_CREDITS_MESSAGE, errorCode: "insufficient_credits" },
    });
  });

  it("fails a retryable failure on the last attempt with its message, and a bug or an HTTP error as 'failed'", () => {
    expect(batchItemOutcome(new GenerationFailed("unavailable", MESSAGES.audio.serviceUnavailable), last)).toEqual({
      retry: false,
      failure: { error: MESSAGES.audio.serviceUnavailable, errorCode: "failed" },
    });
    expect(batchItemOutcome(new AppError(503, "unavailable", "x"), early)).toEqual({
      retry: false,
      failure: { error: "unavailable", errorCode: "failed" },
    });
    expect(batchItemOutcome("boom", early)).toEqual({
      retry: false,
      failure: { error: MESSAGES.generic.serverError, errorCode: "failed" },
    });
  });
});
