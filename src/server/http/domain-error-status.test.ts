import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { v1ErrorHandler } from "../api/v1/v1-errors";
import type { FetchFailedCode, FetchRefusedCode } from "../fetch/fetch-errors";
import { FetchFailedError, FetchRefusedError } from "../fetch/fetch-errors";
import {
  AttemptFailed,
  BatchStateConflict,
  GenerationFailed,
  GenerationInProgress,
  IdempotencyKeyReused,
  InsufficientCredits,
  InvalidInput,
  LanguageLocked,
  NoCredits,
  NotAProductPage,
  NotFound,
  PageRefused,
  PageUnreachable,
  RateLimited,
  RunSuperseded,
  ScriptSpent,
  ScriptWriterFailed,
  VoiceNotOffered,
  type DomainError,
} from "../lib/domain-errors";
import { createLogger } from "../logger";
import { SCRIPT_WRITER_MESSAGES, type ScriptWriterErrorCode } from "../script-writer/script-writer-provider";
import type { AppEnv } from "./app-env";
import { cookieErrorAnswer, statusOf } from "./domain-error-status";

const REFUSED: FetchRefusedCode[] = [
  "invalid_url",
  "unsupported_scheme",
  "credentials_in_url",
  "port_not_allowed",
  "private_address",
  "too_many_redirects",
];
const FAILED: FetchFailedCode[] = ["timeout", "too_large", "not_html", "not_image", "http_status", "network"];
const WRITER = Object.keys(SCRIPT_WRITER_MESSAGES) as ScriptWriterErrorCode[];

/** Every domain error the pipeline throws, with the status the routes answered before decision 050. */
const CASES: Array<[DomainError, number]> = [
  ...REFUSED.map((code): [DomainError, number] => [new PageRefused(code, new FetchRefusedError(code).message), 422]),
  ...FAILED.map((code): [DomainError, number] => [
    new PageUnreachable(code, new FetchFailedError(code).message, { retryable: false }),
    code === "timeout" ? 504 : 422,
  ]),
  [new NotAProductPage(MESSAGES.script.notProductPage), 422],
  ...WRITER.map((code): [DomainError, number] => [
    new ScriptWriterFailed(code, SCRIPT_WRITER_MESSAGES[code], { retryable: false }),
    code === "not_enough_information" ? 422 : code === "timeout" ? 504 : 502,
  ]),
  [new NoCredits(MESSAGES.script.needCredits), 402],
  [new InsufficientCredits(MESSAGES.audio.deductFailed), 402],
  [new LanguageLocked(MESSAGES.script.languageLocked), 409],
  [new RateLimited(MESSAGES.script.rateLimited), 429],
  [new ScriptSpent(MESSAGES.audio.scriptRequired), 409],
  [new VoiceNotOffered(), 400],
  [new GenerationInProgress(), 409],
  [new AttemptFailed(MESSAGES.audio.failed), 409],
  [new IdempotencyKeyReused(), 409],
  [new NotFound(MESSAGES.generic.notFound), 404],
  [new GenerationFailed("unavailable", MESSAGES.audio.serviceUnavailable), 503],
  [new GenerationFailed("upstream", MESSAGES.audio.providerIssues), 502],
  [new InvalidInput(MESSAGES.audio.scriptRequired, "no_script"), 400],
  [new BatchStateConflict("batch_cancelled", "This batch was cancelled."), 409],
  [new RunSuperseded("The item moved on in another run."), 409],
];

const v1App = (error: Error) => {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    await next();
  });
  app.onError(v1ErrorHandler(createLogger("silent")));
  app.get("/", () => {
    throw error;
  });
  return app;
};

describe("domain errors at the HTTP transports (decision 050)", () => {
  it.each(CASES.map(([error, status]) => [error.code, error, status] as const))(
    "%s: one status, its own code and message, on the cookie routes",
    (code, error, status) => {
      expect(cookieErrorAnswer(error)).toEqual({ status, body: { error: error.message, code } });
    },
  );

  it.each(CASES.map(([error, status]) => [error.code, error, status] as const))(
    "%s: the same status, code and message in /api/v1's error shape",
    async (code, error, status) => {
      const res = await v1App(error).request("/");
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: { code, message: error.message, request_id: "req-1" } });
    },
  );

  it("gives every code one status whatever the instance (except generation_failed, one status per cause)", () => {
    const statuses = new Map<string, Set<number>>();
    for (const [error] of CASES) statuses.set(error.code, (statuses.get(error.code) ?? new Set()).add(statusOf(error)));
    for (const [code, seen] of statuses) expect(seen.size, code).toBe(code === "generation_failed" ? 2 : 1);
  });

  it("keeps the messages sellers read today", () => {
    expect(new GenerationInProgress().message).toBe("This audio is already being generated. Please wait a moment.");
    expect(new VoiceNotOffered().message).toBe("That voice is not offered for this language.");
  });
});
