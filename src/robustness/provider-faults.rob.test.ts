import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages";
import type { Config } from "../server/config";
import { generatedAudios, generationRequests, scriptDrafts } from "../server/db/schema/index";
import type { AppDeps } from "../server/deps";
import { createOpenAISpeechProvider } from "../server/providers/speech/openai-speech-provider";
import { createStorage } from "../server/providers/storage/create-storage";
import { createOpenAiScriptWriter } from "../server/script-writer/openai-writer";
import { SCRIPT_WRITER_MESSAGES } from "../server/script-writer/script-writer-provider";
import { signUpConfirmed } from "../test/accounts";
import { TestClient } from "../test/auth-client";
import { startFakeOpenAiChatServer, type FakeOpenAiChatServer } from "../test/fakes/openai-chat-server";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../test/fakes/openai-speech-server";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { listFiles } from "./support/db-fingerprint";
import { faultyStorage, garbageSpeech, instantSpeech, type StorageFault } from "./support/fake-providers";
import { creditState, generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

/** A "speech service" that answers 200 audio/mpeg with an HTML page: what a misrouted proxy does. */
async function startGarbageSpeechServer(): Promise<{ server: Server; baseURL: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "audio/mpeg" });
    res.end("<html><body>Service temporarily moved</body></html>".repeat(50));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

describe("provider faults: each ends with a clear message, the credit back, and no stray file or row", () => {
  let database: TestDatabase;
  let config: Config;
  let speechFake: FakeOpenAISpeechServer;
  let chatFake: FakeOpenAiChatServer;
  let garbage: Awaited<ReturnType<typeof startGarbageSpeechServer>>;
  const mail = createMemoryMail();
  let seller: TestClient;
  let sellerId: string;

  /** An app over the shared database with some providers swapped; the seller's cookie works on all of them. */
  const appWith = (deps: Partial<AppDeps>) => createTestApp({ database, config, deps: { mail, ...deps } }).app;
  const asSeller = (app: ReturnType<typeof appWith>) => new TestClient(app, { cookie: seller.cookieHeader() });
  const openAiSpeech = (baseURL: string, apiKey = speechFake.apiKey) =>
    createOpenAISpeechProvider({ baseURL, apiKey, timeoutMs: 300, maxRetries: 0 });

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    [speechFake, chatFake, garbage] = await Promise.all([
      startFakeOpenAISpeechServer(),
      startFakeOpenAiChatServer(),
      startGarbageSpeechServer(),
    ]);
    seller = await signUpConfirmed(appWith({ speech: instantSpeech() }), mail, "faults@example.com");
    sellerId = await userIdOf(database.db, "faults@example.com");
  });
  afterAll(async () => {
    await Promise.allSettled([speechFake?.close(), chatFake?.close(), new Promise((r) => garbage?.server.close(r))]);
    await database?.drop();
  });

  /** Generates with a faulty app and checks the outcome and every invariant around it. */
  async function expectCleanFailure(deps: Partial<AppDeps>, expected: { status: number; error: string }) {
    await setCredits(database.db, sellerId, 1);
    const draft = await writeScript(asSeller(appWith({ speech: instantSpeech() })));
    const result = await generate(asSeller(appWith(deps)), draft.draftId);
    expect(result, JSON.stringify(result.body)).toMatchObject({
      status: expected.status,
      body: { error: expected.error },
    });
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
    expect(await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, sellerId))).toEqual([]);
    const attempts = await database.db
      .select()
      .from(generationRequests)
      .where(eq(generationRequests.draftId, draft.draftId));
    expect(attempts.map((r) => r.status)).toEqual(["refunded"]);
    expect(await listFiles(path.join(config.dataDir, "storage", "audio-uploads"))).toEqual([]);
    // The draft is usable again: once the fault is gone, the same script becomes audio.
    const retry = await generate(asSeller(appWith({ speech: instantSpeech() })), draft.draftId);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const removed = await asSeller(appWith({})).request(`/api/audios/${retry.body.audio!.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
  }

  it("speech timeout: the provider outlasts its deadline", async () => {
    speechFake.delayMs = 2000;
    await expectCleanFailure(
      { speech: openAiSpeech(speechFake.baseURL) },
      { status: 503, error: MESSAGES.audio.serviceUnavailable },
    );
    speechFake.reset();
  });

  it("speech 503 Service Unavailable", async () => {
    speechFake.failNext(503);
    await expectCleanFailure(
      { speech: openAiSpeech(speechFake.baseURL) },
      { status: 503, error: MESSAGES.audio.serviceUnavailable },
    );
  });

  it("speech answers 200 with bytes that are not MP3, over HTTP and from an in-process engine", async () => {
    await expectCleanFailure(
      { speech: openAiSpeech(garbage.baseURL, "any") },
      { status: 502, error: MESSAGES.audio.providerIssues },
    );
    await expectCleanFailure({ speech: garbageSpeech() }, { status: 502, error: MESSAGES.audio.providerIssues });
  });

  it.each<[StorageFault]>([["refuse"], ["fail-after-write"]])("storage put fails (%s)", async (fault) => {
    const storage = faultyStorage(createStorage(config), fault);
    await expectCleanFailure({ speech: instantSpeech(), storage }, { status: 502, error: MESSAGES.audio.failed });
  });

  describe("script writer faults: a clear message, no draft, no credit touched", () => {
    const writer = () =>
      createOpenAiScriptWriter({
        baseURL: chatFake.baseURL,
        apiKey: chatFake.apiKey,
        model: "fake",
        timeoutMs: 300,
        maxRetries: 0,
      });

    it.each([
      ["times out", { kind: "delay", delayMs: 2000 } as const, 504, SCRIPT_WRITER_MESSAGES.timeout],
      ["answers with an empty script", { kind: "empty" } as const, 502, SCRIPT_WRITER_MESSAGES.empty],
      ["answers 503", { kind: "error", status: 503 } as const, 502, SCRIPT_WRITER_MESSAGES.unavailable],
    ])("the LLM %s", async (_label, reply, status, error) => {
      await setCredits(database.db, sellerId, 1);
      const draftsBefore = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.userId, sellerId));
      chatFake.reply(reply);
      const res = await asSeller(appWith({ writer: writer() })).request("/api/scripts", {
        json: { specifications: "A walnut desk organiser with three trays.", language: "en" },
      });
      expect({ status: res.status, body: (await res.json()) as unknown }).toMatchObject({ status, body: { error } });
      expect(await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.userId, sellerId))).toEqual(
        draftsBefore,
      );
      expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
    });
  });
});
