import { readdir } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { speechProviderFor } from "../../../test/fake-speech-provider";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import type { Config } from "../../config";
import { creditBalances, creditLedger, generatedAudios, users } from "../../db/schema/index";
import { applyCreditChange } from "../credits/credit-ledger";

type AudioBody = {
  success?: boolean;
  remaining_credits?: number;
  audio?: { id: string; audio_url: string; title: string };
  error?: string;
};
const json = async <T>(res: Response) => (await res.json()) as T;

async function newScript(client: TestClient, details = "Handmade ceramic mug, 350 ml, glazed in ocean blue.") {
  const res = await client.request("/api/scripts", { json: { specifications: details, language: "en" } });
  expect(res.status).toBe(200);
  return json<{ script: string; draftId: string }>(res);
}

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

async function userId(database: TestDatabase, email: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function ledgerMatchesBalance(database: TestDatabase, id: string): Promise<{ ledger: number; balance: number }> {
  const [ledger] = await database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, id));
  const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, id));
  return { ledger: Number(ledger?.sum ?? 0), balance: balance?.credits ?? 0 };
}

describe("audio generation with the embedded engine", () => {
  let database: TestDatabase;
  let config: Config;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    ({ app, deps } = createTestApp({ database, config, deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("spends the free credit on one audio, serves it only to its owner, and refuses the next attempt", async () => {
    const owner = await signUpConfirmed(app, mail, "owner@example.com");
    const { script, draftId } = await newScript(owner);
    const res = await owner.request("/api/audios", {
      json: { draftId, text: script, voice: "nova", idempotencyKey: newKey() },
    });
    const body = await json<AudioBody>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.remaining_credits).toBe(0);

    const file = await owner.request(body.audio!.audio_url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(2000);

    const ranged = await owner.request(body.audio!.audio_url, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const stranger = await signUpConfirmed(app, mail, "stranger@example.com");
    expect((await stranger.request(body.audio!.audio_url)).status).toBe(404);
    expect((await new TestClient(app).request(body.audio!.audio_url)).status).toBe(401);
    expect((await stranger.request(`/api/audios/${body.audio!.id}`, { method: "DELETE" })).status).toBe(404);

    const list = await json<{ audios: Array<{ id: string }> }>(await owner.request("/api/audios"));
    expect(list.audios.map((a) => a.id)).toEqual([body.audio!.id]);
    expect((await json<{ audios: unknown[] }>(await stranger.request("/api/audios"))).audios).toEqual([]);

    const again = await owner.request("/api/scripts", { json: { specifications: "Another mug", language: "en" } });
    expect(again.status).toBe(402);
    expect((await json<AudioBody>(again)).error).toBe(MESSAGES.script.freeCreditUsed);

    const deleted = await owner.request(`/api/audios/${body.audio!.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await owner.request(body.audio!.audio_url)).status).toBe(404);
  });

  it("a retry with the same idempotency key never charges twice", async () => {
    const client = await signUpConfirmed(app, mail, "retry@example.com");
    const id = await userId(database, "retry@example.com");
    await applyCreditChange(database.db, { userId: id, delta: 2, reason: "adjustment", reference: "test:retry" });
    const { script, draftId } = await newScript(client);
    const key = newKey();
    const first = await json<AudioBody>(
      await client.request("/api/audios", { json: { draftId, text: script, voice: "alloy", idempotencyKey: key } }),
    );
    const second = await json<AudioBody>(
      await client.request("/api/audios", { json: { draftId, text: script, voice: "alloy", idempotencyKey: key } }),
    );
    expect(second.audio?.id).toBe(first.audio?.id);
    expect(second.remaining_credits).toBe(2);
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 2, balance: 2 });
    // The same key with another text or voice is not a retry: refused, nothing charged (issue 26).
    for (const changed of [
      { draftId, text: `${script} Also in green.`, voice: "alloy" },
      { draftId, text: script, voice: "nova" },
    ]) {
      const res = await client.request("/api/audios", { json: { ...changed, idempotencyKey: key } });
      expect(res.status).toBe(409);
      expect(await json<AudioBody & { code?: string }>(res)).toMatchObject({ code: "idempotency_key_reused" });
    }
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 2, balance: 2 });
  });

  it("answers 404 for another seller's script draft and charges no one", async () => {
    const owner = await signUpConfirmed(app, mail, "draft-owner@example.com");
    const { script, draftId } = await newScript(owner);
    const intruder = await signUpConfirmed(app, mail, "draft-intruder@example.com");
    const res = await intruder.request("/api/audios", {
      json: { draftId, text: script, voice: "nova", idempotencyKey: newKey() },
    });
    expect(res.status).toBe(404);
    expect(await json<AudioBody & { code?: string }>(res)).toEqual({
      error: MESSAGES.generic.notFound,
      code: "not_found",
    });
    expect(await ledgerMatchesBalance(database, await userId(database, "draft-intruder@example.com"))).toEqual({
      ledger: 1,
      balance: 1,
    });
  });

  it("sends the library gzipped to a client that accepts it, and plain to one that does not", async () => {
    const client = await signUpConfirmed(app, mail, "gzip@example.com");
    const id = await userId(database, "gzip@example.com");
    await database.db.insert(generatedAudios).values(
      Array.from({ length: 4 }, (_, i) => ({
        userId: id,
        title: `Mug ${i}`,
        scriptContent: "Meet the mug that keeps your coffee warm. ".repeat(20),
        audioUrl: "pending",
        storageKey: `audio-uploads/${id}/generated-audio-${i}.mp3`,
        language: "en",
        voiceType: "alloy",
      })),
    );
    const plain = await client.request("/api/audios");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainText = await plain.text();
    expect((JSON.parse(plainText) as { audios: unknown[] }).audios).toHaveLength(4);
    for (let i = 0; i < 2; i += 1) {
      const zipped = await client.request("/api/audios", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(plainText.length / 4);
      expect(gunzipSync(bytes).toString("utf8")).toBe(plainText);
    }
  });

  it("20 concurrent generations on a balance of 3 give exactly 3 audios and a balance of 0", async () => {
    const client = await signUpConfirmed(app, mail, "rush@example.com");
    const id = await userId(database, "rush@example.com");
    await applyCreditChange(database.db, { userId: id, delta: 2, reason: "adjustment", reference: "test:rush" });
    const drafts = [];
    for (let i = 0; i < 20; i += 1)
      drafts.push(await newScript(client, `Oak cutting board model ${i}, oiled, 40 by 25 cm.`));
    const results = await Promise.all(
      drafts.map((d) =>
        client.request("/api/audios", {
          json: { draftId: d.draftId, text: "Short and sweet.", voice: "echo", idempotencyKey: newKey() },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 402)).toBe(true);
    const audios = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, id));
    expect(audios).toHaveLength(3);
    // Each audio has a file of its own, even when two finish in the same millisecond.
    expect(new Set(audios.map((a) => a.storageKey)).size).toBe(3);
    for (const audio of audios) expect(audio.storageKey).toMatch(/^audio-uploads\/[^/]+\/generated-audio-\d+\.mp3$/);
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 0, balance: 0 });
  });
});

describe("audio generation when the speech provider fails", () => {
  let database: TestDatabase;
  let fake: FakeOpenAISpeechServer;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let config: Config;

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeOpenAISpeechServer();
    config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    const speech = speechProviderFor(fake);
    ({ app } = createTestApp({ database, config, deps: { mail, speech } }));
  });
  afterAll(async () => {
    await fake.close();
    await database.drop();
  });

  it("a 503 leaves the balance unchanged and no file or row behind, then a retry succeeds", async () => {
    const client = await signUpConfirmed(app, mail, "fault@example.com");
    const id = await userId(database, "fault@example.com");
    const { script, draftId } = await newScript(client);
    fake.failNext(503, { times: 1 });
    const res = await client.request("/api/audios", {
      json: { draftId, text: script, voice: "alloy", idempotencyKey: newKey() },
    });
    expect(res.status).toBe(503);
    expect((await json<AudioBody>(res)).error).toBe(MESSAGES.audio.serviceUnavailable);
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 1, balance: 1 });
    expect(await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, id))).toHaveLength(0);
    const userDir = path.join(config.dataDir, "storage", "audio-uploads", id);
    expect(await readdir(userDir).catch(() => [])).toEqual([]);

    fake.failNext(400, { times: 1, message: "bad voice" });
    const provider = await client.request("/api/audios", {
      json: { draftId, text: script, voice: "alloy", idempotencyKey: newKey() },
    });
    expect((await json<AudioBody>(provider)).error).toBe(MESSAGES.audio.providerIssues);
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 1, balance: 1 });

    const ok = await client.request("/api/audios", {
      json: { draftId, text: script, voice: "alloy", idempotencyKey: newKey() },
    });
    expect(ok.status).toBe(200);
    expect(await ledgerMatchesBalance(database, id)).toEqual({ ledger: 0, balance: 0 });
  });
});
