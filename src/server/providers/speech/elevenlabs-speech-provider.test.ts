import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { startFakeElevenLabsServer, type FakeElevenLabsServer } from "../../../test/fakes/elevenlabs-server";
import { createElevenLabsSpeechProvider, ELEVENLABS_DEFAULT_MODEL } from "./elevenlabs-speech-provider";
import { DEFAULT_ELEVENLABS_VOICES, parseElevenLabsVoices } from "./elevenlabs-voices";
import { integratedLoudness } from "../../audio/mastering/loudness-meter";
import { decodeMp3 } from "../../audio/mp3/mp3-decode";
import { mp3Duration, parseMp3 } from "../../audio/mp3/mp3-frames";
import { SpeechProviderError, SpeechUnavailableError, speechErrorMessage } from "./speech-provider";

let fake: FakeElevenLabsServer;
const provider = (options: { maxInputChars?: number; apiKey?: string } = {}) =>
  createElevenLabsSpeechProvider({ apiKey: fake.apiKey, baseURL: fake.baseURL, ...options });

beforeAll(async () => {
  fake = await startFakeElevenLabsServer({ knownVoices: Object.values(DEFAULT_ELEVENLABS_VOICES) });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe("ElevenLabs speech provider", () => {
  it("posts the text, model and voice settings with the xi-api-key header and the voice id in the path", async () => {
    const { audio, cues } = await provider().synthesize({
      text: "Meet the Aurora kettle.",
      language: "de",
      voice: "nova",
      speed: 1.1,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: `/v1/text-to-speech/${DEFAULT_ELEVENLABS_VOICES.nova}`,
      voiceId: DEFAULT_ELEVENLABS_VOICES.nova,
      apiKey: fake.apiKey,
      query: { output_format: "mp3_44100_128" },
      body: {
        text: "Meet the Aurora kettle.",
        model_id: ELEVENLABS_DEFAULT_MODEL,
        voice_settings: { speed: 1.1 },
      },
    });
    // One mastered 24 kHz mono MP3, at the loudness target though the answer was quiet.
    const frames = parseMp3(audio).frames;
    expect(frames.every((f) => f.sampleRate === 24_000 && f.channels === 1)).toBe(true);
    const decoded = await decodeMp3(audio);
    expect(Math.abs(integratedLoudness(decoded.samples, decoded.sampleRate) + 16)).toBeLessThanOrEqual(1);
    expect(cues).toEqual([{ start: 0, end: expect.any(Number) as number, text: "Meet the Aurora kettle." }]);
  });

  it("clamps a seller's 1.25× to ElevenLabs' 1.2", async () => {
    await provider().synthesize({ text: "Fast.", language: "en", voice: "alloy", speed: 1.25 });
    expect((fake.requests[0]?.body?.voice_settings as { speed: number }).speed).toBe(1.2);
  });

  it("splits a long script and sends each part its neighbours for a seamless join", async () => {
    const sentence = "This premium coffee maker brews a full carafe in under five minutes. ";
    const text = sentence.repeat(4).trim();
    const { audio, cues } = await provider({ maxInputChars: 150 }).synthesize({ text, language: "en", voice: "onyx" });
    const texts = fake.requests.map((r) => String(r.body?.text));
    expect(texts.length).toBe(2);
    expect(texts.join(" ")).toBe(text);
    expect(fake.requests[0]?.body?.next_text).toBe(texts[1]);
    expect(fake.requests[1]?.body?.previous_text).toBe(texts[0]);
    expect(cues).toHaveLength(4);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(mp3Duration(audio) + 0.001);
  });

  it("sends the respelling, while captions keep the seller's text", async () => {
    const { cues } = await provider().synthesize({
      text: "The DJUNGELSKOG bear.",
      language: "en",
      voice: "alloy",
      pronunciations: [{ term: "DJUNGELSKOG", sayAs: "YUNG-el-skog" }],
    });
    expect(fake.requests[0]?.body?.text).toBe("The YUNG-el-skog bear.");
    expect(cues[0]?.text).toBe("The DJUNGELSKOG bear.");
  });

  it.each([
    [401, "invalid_api_key"],
    [401, "quota_exceeded"],
    [429, "too_many_concurrent_requests"],
    [500, "internal_error"],
  ])("maps HTTP %i (%s) to a provider error with the spec's message", async (status, detail) => {
    fake.failNext(status, detail);
    const error = await provider()
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ status });
    expect((error as Error).message).toContain(detail);
    expect(speechErrorMessage(error)).toBe(MESSAGES.audio.providerIssues);
  });

  it("maps 503 to 'temporarily unavailable'", async () => {
    fake.failNext(503, "service_unavailable");
    const error = await provider()
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
    expect(speechErrorMessage(error)).toBe(MESSAGES.audio.serviceUnavailable);
  });

  it("reports a wrong key as a provider error", async () => {
    const error = await provider({ apiKey: "wrong" })
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SpeechProviderError", status: 401 });
  });
});

describe("ELEVENLABS_VOICES", () => {
  it("overrides slots and keeps the rest", () => {
    expect(parseElevenLabsVoices("alloy=abc123, nova=def-456")).toEqual({
      ...DEFAULT_ELEVENLABS_VOICES,
      alloy: "abc123",
      nova: "def-456",
    });
    expect(parseElevenLabsVoices(undefined)).toEqual(DEFAULT_ELEVENLABS_VOICES);
  });

  it("refuses an unknown slot or an empty id", () => {
    expect(() => parseElevenLabsVoices("coral=abc")).toThrow(/slot/);
    expect(() => parseElevenLabsVoices("alloy=")).toThrow();
  });
});
