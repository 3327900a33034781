import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { statusOf } from "../../http/domain-error-status";
import { GenerationInProgress } from "../../lib/domain-errors";
import { SpeechProviderError, SpeechUnavailableError } from "../../providers/speech/speech-provider";
import { AudioSaveError, generationFailure, GenerationNoLongerPendingError, savingStep } from "./generation-errors";

const failureOf = (error: unknown) => {
  const failure = generationFailure(error);
  return { status: statusOf(failure), message: failure.message, code: failure.code };
};

describe("generationFailure", () => {
  it("decides the seller's message and status by the error's type", () => {
    expect(failureOf(new SpeechUnavailableError("HTTP 503", { status: 503 }))).toEqual({
      status: 503,
      message: MESSAGES.audio.serviceUnavailable,
      code: "generation_failed",
    });
    expect(failureOf(new SpeechProviderError("HTTP 400: bad voice", { status: 400 }))).toEqual({
      status: 502,
      message: MESSAGES.audio.providerIssues,
      code: "generation_failed",
    });
    expect(failureOf(new AudioSaveError(new Error("connection refused")))).toEqual({
      status: 502,
      message: MESSAGES.audio.databaseError("connection refused"),
      code: "generation_failed",
    });
  });

  it("an error's text decides nothing: a plain error naming the database or 503 is the generic failure", () => {
    for (const text of ["database connection lost", "relation does not exist", "HTTP 503 Service Unavailable"]) {
      expect(failureOf(new Error(text))).toEqual({
        status: 502,
        message: MESSAGES.audio.failed,
        code: "generation_failed",
      });
    }
    expect(failureOf(new GenerationNoLongerPendingError()).message).toBe(MESSAGES.audio.failed);
  });

  it("passes a domain error through as it is", () => {
    const conflict = new GenerationInProgress();
    expect(generationFailure(conflict)).toBe(conflict);
  });

  it("is worth another attempt whatever the cause", () => {
    expect(generationFailure(new SpeechUnavailableError()).retryable).toBe(true);
    expect(generationFailure(new AudioSaveError(new Error("gone"))).retryable).toBe(true);
    expect(generationFailure(new Error("wasm trap")).retryable).toBe(true);
  });
});

describe("savingStep", () => {
  it("turns any failure of a save into an AudioSaveError carrying the driver's reason, never drizzle's SQL", async () => {
    const driver = new Error('duplicate key value violates unique constraint "generated_audios_pkey"');
    const wrapped = new DrizzleQueryError("insert into generated_audios values ($1)", ["secret"], driver);
    const error = await savingStep(() => Promise.reject(wrapped)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AudioSaveError);
    expect((error as AudioSaveError).reason).toBe(driver.message);
    expect(generationFailure(error).message).not.toMatch(/insert into|secret/);
  });

  it("lets the sweep's takeover through unchanged, and returns the step's value", async () => {
    const takeover = new GenerationNoLongerPendingError();
    await expect(savingStep(() => Promise.reject(takeover))).rejects.toBe(takeover);
    await expect(savingStep(() => Promise.resolve("key"))).resolves.toBe("key");
  });
});
