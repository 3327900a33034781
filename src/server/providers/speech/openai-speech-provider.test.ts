import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { type FakeOpenAISpeechServer, startFakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { isInfoFrame, mp3Duration, parseMp3 } from "../../audio/mp3/mp3-frames";
import { createOpenAISpeechProvider, type OpenAISpeechProviderOptions } from "./openai-speech-provider";
import { SpeechProviderError, SpeechUnavailableError, speechErrorMessage } from "./speech-provider";

let fake: FakeOpenAISpeechServer;
const provider = (options: Partial<OpenAISpeechProviderOptions> = {}) =>
  createOpenAISpeechProvider({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "tts-1", ...options });
const inputs = () => fake.requests.map((r) => String(r.body?.input));

beforeAll(async () => {
  fake = await startFakeOpenAISpeechServer({ secondsPerResponse: 0.4 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe("OpenAI-compatible speech provider", () => {
  it("posts the spec's voice, mp3 format and speed with the bearer key", async () => {
    const { audio: mp3 } = await provider().synthesize({
      text: "Hello there.",
      language: "en",
      voice: "shimmer",
      speed: 1.25,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/audio/speech",
      authorization: `Bearer ${fake.apiKey}`,
      body: { model: "tts-1", voice: "shimmer", input: "Hello there.", response_format: "mp3", speed: 1.25 },
    });
    expect(parseMp3(mp3).frames.length).toBeGreaterThan(10);
  });

  it("splits a long script at sentences and joins the parts into one valid MP3", async () => {
    const sentence = "This premium coffee maker brews a full carafe in under five minutes. ";
    const text = sentence.repeat(150).trim(); // ~10,000 characters
    const progress: Array<[number, number]> = [];
    const { audio: mp3 } = await provider().synthesize({
      text,
      language: "en",
      voice: "alloy",
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(fake.requests).toHaveLength(3);
    for (const input of inputs()) {
      expect(input.length).toBeLessThanOrEqual(4096);
      expect(input.endsWith("minutes.")).toBe(true);
    }
    expect(inputs().join(" ")).toBe(text);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // One stream, encoded once after mastering: only audio frames, back to back to the end.
    const { frames, audioStart } = parseMp3(mp3);
    expect(audioStart).toBe(0);
    expect(frames.some((frame) => isInfoFrame(mp3, frame))).toBe(false);
    expect(frames[0]?.offset).toBe(audioStart);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(mp3.length);
    expect(mp3Duration(mp3)).toBeGreaterThan(3 * fake.secondsPerResponse);
    expect(mp3Duration(mp3)).toBeLessThan(3 * (fake.secondsPerResponse + 0.15));
  });

  it("times each part it synthesised by the part's measured length, its sentences within it", async () => {
    const text = [
      "Short one.",
      "This second sentence is a good deal longer than the first.",
      "Part two starts here.",
      "And ends.",
    ].join(" ");
    // Small parts: two sentences each, so two requests.
    const { audio, cues } = await provider({ maxInputChars: 75 }).synthesize({ text, language: "en", voice: "alloy" });
    expect(inputs()).toEqual([
      "Short one. This second sentence is a good deal longer than the first.",
      "Part two starts here. And ends.",
    ]);
    expect(cues.map((cue) => cue.text)).toEqual(text.match(/[^.]+\./g)!.map((s) => s.trim()));
    // Each part's first sentence starts where the part starts in the joined file (two equal parts here).
    expect(cues[0]!.start).toBe(0);
    // (within the encoder's padding, which the joined file's length includes)
    expect(Math.abs(cues[2]!.start - mp3Duration(audio) / 2)).toBeLessThan(0.06);
    expect(cues[3]!.end).toBeCloseTo(mp3Duration(audio), 2);
    // Inside a part the sentences share its length by their characters.
    expect(cues[1]!.end - cues[1]!.start).toBeGreaterThan(4 * (cues[0]!.end - cues[0]!.start));
  });

  it("splits Chinese and Japanese scripts at 。！？", async () => {
    const text = "这款咖啡机五分钟就能煮好一整壶咖啡！".repeat(300);
    await provider().synthesize({ text, language: "zh", voice: "nova" });
    expect(fake.requests.length).toBeGreaterThan(1);
    for (const input of inputs()) {
      expect(input.length).toBeLessThanOrEqual(4096);
      expect(input.endsWith("！")).toBe(true);
    }
  });

  it("clamps speed to the API's range", async () => {
    await provider().synthesize({ text: "Fast.", language: "en", voice: "echo", speed: 10 });
    expect(fake.requests[0]?.body?.speed).toBe(4);
  });

  it("maps 503 to SpeechUnavailableError after one retry", async () => {
    fake.failNext(503, { times: 2 });
    const error = await provider()
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
    expect((error as SpeechUnavailableError).status).toBe(503);
    expect(speechErrorMessage(error)).toBe(MESSAGES.audio.serviceUnavailable);
    expect(fake.requests).toHaveLength(2);
  });

  it("succeeds when the retry does", async () => {
    fake.failNext(503);
    const { audio: mp3 } = await provider().synthesize({ text: "Hi.", language: "en", voice: "alloy" });
    expect(mp3Duration(mp3)).toBeGreaterThan(0.3);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([400, 401, 429, 500])("maps HTTP %i to SpeechProviderError", async (status) => {
    fake.failNext(status);
    const error = await provider({ maxRetries: 0 })
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect((error as SpeechProviderError).status).toBe(status);
    expect((error as Error).message).toMatch(/^text-to-speech API error/);
    expect(speechErrorMessage(error)).toBe(MESSAGES.audio.providerIssues);
  });

  it("reports a wrong API key as a provider error", async () => {
    const error = await provider({ apiKey: "sk-wrong", maxRetries: 0 })
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SpeechProviderError", status: 401 });
  });

  it("maps a timeout to SpeechUnavailableError", async () => {
    fake.delayMs = 500;
    const error = await provider({ timeoutMs: 100, maxRetries: 0 })
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
  });

  it("maps an unreachable server to SpeechUnavailableError", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const error = await provider({ baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 0 })
      .synthesize({ text: "Hi.", language: "en", voice: "alloy" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
  });

  it("does not call the API when already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider().synthesize({ text: "Hi.", language: "en", voice: "alloy", signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(fake.requests).toHaveLength(0);
  });
});
