import { describe, expect, it } from "vitest";
import { FetchFailedError } from "../fetch/fetch-errors";
import { AppError } from "../http/errors";
import { ScriptWriterError, type ScriptWriter } from "../script-writer/script-writer-provider";
import { writeScript } from "../features/production/write-script";
import {
  AttemptFailed,
  GenerationFailed,
  GenerationInProgress,
  IdempotencyKeyReused,
  InsufficientCredits,
  isRetryable,
  NotAProductPage,
  NotFound,
  PageRefused,
  PageUnreachable,
  RunSuperseded,
  ScriptSpent,
  ScriptWriterFailed,
  VoiceNotOffered,
} from "./domain-errors";

const failingWriter = (code: ScriptWriterError["code"]): ScriptWriter => ({
  name: "failing",
  write: () => Promise.reject(new ScriptWriterError(code)),
});

describe("the retry decision (decision 050): the error's own flag, never a status number", () => {
  it("retries what may succeed later", () => {
    for (const error of [
      new GenerationInProgress(),
      new AttemptFailed("refunded"),
      new GenerationFailed("unavailable", "engine away"),
      new GenerationFailed("upstream", "engine failed"),
      new PageUnreachable("timeout", "slow", { retryable: true }),
      new RunSuperseded("moved on"),
    ])
      expect(isRetryable(error), error.code).toBe(true);
  });

  it("does not retry what no attempt will fix, including a 409 that is not about timing", () => {
    for (const error of [
      new ScriptSpent("spent"),
      new IdempotencyKeyReused(),
      new InsufficientCredits("no credit"),
      new NotFound("gone"),
      new VoiceNotOffered(),
      new PageRefused("private_address", "private"),
      new PageUnreachable("not_html", "not a page", { retryable: false }),
      new NotAProductPage("about us"),
    ])
      expect(isRetryable(error), error.code).toBe(false);
  });

  it("does not retry errors that are not domain errors: an HTTP error or a bug", () => {
    expect(isRetryable(new AppError(503, "unavailable"))).toBe(false);
    expect(isRetryable(new Error("boom"))).toBe(false);
    expect(isRetryable("text")).toBe(false);
  });

  it("a page that may load later is transient: timeouts, network failures, the shop's 5xx and 429", () => {
    expect(new FetchFailedError("timeout").transient).toBe(true);
    expect(new FetchFailedError("network").transient).toBe(true);
    expect(new FetchFailedError("http_status", undefined, 503).transient).toBe(true);
    expect(new FetchFailedError("http_status", undefined, 429).transient).toBe(true);
    expect(new FetchFailedError("http_status", undefined, 404).transient).toBe(false);
    expect(new FetchFailedError("not_html").transient).toBe(false);
    expect(new FetchFailedError("too_large").transient).toBe(false);
  });

  it("a writer failure is retryable when the service was slow, busy, away or empty", async () => {
    const retryable = ["timeout", "unavailable", "network", "rate_limited", "empty"] as const;
    const final = ["aborted", "not_enough_information", "unauthorized", "rejected"] as const;
    for (const code of [...retryable, ...final]) {
      const error = await writeScript({
        writer: failingWriter(code),
        facts: { features: [], images: [] },
        language: "en",
        creativity: 0.5,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ScriptWriterFailed);
      expect((error as ScriptWriterFailed).code).toBe(`writer_${code}`);
      expect(isRetryable(error), code).toBe((retryable as readonly string[]).includes(code));
    }
  });
});
