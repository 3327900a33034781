import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditBalances, creditLedger, users } from "../../db/schema/index";
import { createRoutedSpeechProvider } from "./routed-speech-provider";

/**
 * Issue 25, decision 093: an engine per language. Two loopback OpenAI-compatible servers stand in
 * for a Kokoro server (seven languages) and a Piper server (German), each knowing only its own voices.
 */
describe("speech engines routed by language", () => {
  let database: TestDatabase;
  let kokoro: FakeOpenAISpeechServer;
  let piper: FakeOpenAISpeechServer;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let seller: TestClient;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    kokoro = await startFakeOpenAISpeechServer({
      apiKey: "kokoro-key",
      voices: ["af_heart", "am_adam", "am_michael", "bm_george", "af_bella", "af_sky", "ff_siwis"],
    });
    piper = await startFakeOpenAISpeechServer({ apiKey: "piper-key", voices: ["thorsten", "karlsson", "eva_k"] });
    const config = testConfig({
      RATE_LIMIT_DISABLED: "true",
      SPEECH_ENGINES: "kokoro,piper",
      SPEECH_ENGINE_KOKORO_URL: kokoro.baseURL,
      SPEECH_ENGINE_KOKORO_KEY: kokoro.apiKey,
      SPEECH_ENGINE_KOKORO_MODEL: "kokoro",
      SPEECH_ENGINE_KOKORO_VOICES:
        "alloy=af_heart,echo=am_adam,fable=bm_george,onyx=am_michael,nova=af_bella,shimmer=af_sky,fr.alloy=ff_siwis,fr.nova=ff_siwis,fr.shimmer=ff_siwis",
      SPEECH_ENGINE_PIPER_URL: piper.baseURL,
      SPEECH_ENGINE_PIPER_KEY: piper.apiKey,
      SPEECH_ENGINE_PIPER_MODEL: "piper",
      SPEECH_ENGINE_PIPER_VOICES: "echo=thorsten,fable=karlsson,nova=eva_k",
      SPEECH_LANGUAGE_ENGINES: "de:piper,*:kokoro",
    });
    expect(config.speechRouting?.byLanguage).toMatchObject({ de: "piper", fr: "kokoro", ja: "kokoro" });
    const speech = createRoutedSpeechProvider(config.speechRouting!);
    close = speech.close?.bind(speech);
    ({ app } = createTestApp({ database, config, deps: { mail, speech } }));
    seller = await signUpConfirmed(app, mail, "router@example.com");
    // Three audios: the sign-up credit and two more, written to the ledger as the balance's source.
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "router@example.com"));
    await database.db.update(creditBalances).set({ credits: 3 }).where(eq(creditBalances.userId, user!.id));
    await database.db
      .insert(creditLedger)
      .values({ userId: user!.id, delta: 2, reason: "adjustment", reference: "test:router" });
  });
  afterAll(async () => {
    await close?.();
    await kokoro.close();
    await piper.close();
    await database.drop();
  });

  let counter = 0;
  async function makeAudio(language: string, details: string, voice: string) {
    const script = await seller.request("/api/scripts", { json: { specifications: details, language } });
    expect(script.status).toBe(200);
    const { script: text, draftId } = (await script.json()) as { script: string; draftId: string };
    const res = await seller.request("/api/audios", {
      json: { draftId, text, voice, idempotencyKey: `routing-${(counter += 1)}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  it("sends German to the German engine and French to the other, each with its own voice ids", async () => {
    await makeAudio("de", "Eichenbrett, 40 x 25 cm, von Hand geölt.", "nova");
    expect(piper.requests.length).toBeGreaterThan(0);
    expect(kokoro.requests).toHaveLength(0);
    for (const request of piper.requests) {
      expect(request.authorization).toBe("Bearer piper-key");
      expect(request.body).toMatchObject({ model: "piper", voice: "eva_k" });
    }

    const germanCalls = piper.requests.length;
    await makeAudio("fr", "Planche en chêne, 40 x 25 cm, huilée à la main.", "shimmer");
    expect(piper.requests).toHaveLength(germanCalls);
    expect(kokoro.requests.length).toBeGreaterThan(0);
    for (const request of kokoro.requests) {
      expect(request.authorization).toBe("Bearer kokoro-key");
      expect(request.body).toMatchObject({ model: "kokoro", voice: "ff_siwis" });
    }

    const frenchCalls = kokoro.requests.length;
    await makeAudio("en", "Oak board, 40 x 25 cm, oiled by hand.", "onyx");
    expect(kokoro.requests.slice(frenchCalls).map((r) => r.body?.voice)).toEqual(
      expect.arrayContaining(["am_michael"]),
    );
    expect(piper.requests).toHaveLength(germanCalls);
  });
});
