import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { startFakeElevenLabsServer, type FakeElevenLabsServer } from "../../../test/fakes/elevenlabs-server";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditLedger, generatedAudios, users } from "../../db/schema/index";
import { createSpeechProvider } from "../../providers/speech/create-speech-provider";
import { DEFAULT_ELEVENLABS_VOICES } from "../../providers/speech/elevenlabs-voices";
import { integratedLoudness } from "../../audio/mastering/loudness-meter";
import { decodeMp3 } from "../../audio/mp3/mp3-decode";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import { applyCreditChange } from "../credits/credit-ledger";

/** A generation through ElevenLabs (its loopback fake), wired from the config as the server does. */
describe("audio generation with ElevenLabs", () => {
  let database: TestDatabase;
  let fake: FakeElevenLabsServer;
  let speech: SpeechProvider;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let client: TestClient;
  let id: string;
  let counter = 0;

  const balance = async () => {
    const [row] = await database.db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, id));
    return Number(row?.sum ?? 0);
  };
  const generate = async (voice = "nova") => {
    const draft = await client.request("/api/scripts", {
      json: { specifications: "Handmade ceramic mug, 350 ml, glazed in ocean blue.", language: "de" },
    });
    const { script, draftId } = (await draft.json()) as { script: string; draftId: string };
    return client.request("/api/audios", {
      json: { draftId, text: script, voice, idempotencyKey: `eleven-${(counter += 1)}-${Date.now()}` },
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeElevenLabsServer({ knownVoices: Object.values(DEFAULT_ELEVENLABS_VOICES) });
    const config = testConfig({
      RATE_LIMIT_DISABLED: "true",
      ELEVENLABS_API_KEY: fake.apiKey,
      ELEVENLABS_BASE_URL: fake.baseURL,
    });
    speech = createSpeechProvider(config);
    ({ app } = createTestApp({ database, config, deps: { mail, speech } }));
    client = await signUpConfirmed(app, mail, "eleven@example.com");
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "eleven@example.com"));
    id = row!.id;
    await applyCreditChange(database.db, { userId: id, delta: 5, reason: "adjustment", reference: "test:eleven" });
  });
  afterAll(async () => {
    await speech.close?.();
    await fake.close();
    await database.drop();
  });
  beforeEach(() => fake.reset());

  it("speaks the script through ElevenLabs and stores a mastered MP3", async () => {
    const before = await balance();
    const res = await generate("nova");
    const body = (await res.json()) as { audio?: { audio_url: string }; error?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests[0]).toMatchObject({
      voiceId: DEFAULT_ELEVENLABS_VOICES.nova,
      apiKey: fake.apiKey,
      body: { model_id: "eleven_multilingual_v2" },
    });
    const file = await client.request(body.audio!.audio_url);
    const decoded = await decodeMp3(new Uint8Array(await file.arrayBuffer()));
    expect(Math.abs(integratedLoudness(decoded.samples, decoded.sampleRate) + 16)).toBeLessThanOrEqual(1);
    expect(await balance()).toBe(before - 1);
  });

  it.each([
    [401, "quota_exceeded"],
    [429, "too_many_concurrent_requests"],
    [500, "internal_error"],
  ])("refunds the credit when ElevenLabs answers %i (%s)", async (status, detail) => {
    const before = await balance();
    const audiosBefore = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, id));
    fake.failNext(status, detail);
    const res = await generate();
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(MESSAGES.audio.providerIssues);
    expect(await balance()).toBe(before);
    const audiosAfter = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, id));
    expect(audiosAfter).toHaveLength(audiosBefore.length);
  });
});
