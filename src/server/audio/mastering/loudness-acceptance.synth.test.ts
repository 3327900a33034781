import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../../shared/catalog/languages";
import { PREVIEW_SENTENCES } from "../../../shared/catalog/preview-sentences";
import { VOICES_BY_LANGUAGE } from "../../../shared/catalog/voices";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { createEspeakSpeechProvider } from "../../providers/speech/espeak/espeak-provider";
import { decodeMp3 } from "../mp3/mp3-decode";
import { createOpenAISpeechProvider } from "../../providers/speech/openai-speech-provider";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import { integratedLoudness, toDb, truePeak } from "./loudness-meter";
import { TARGET_LUFS, TRUE_PEAK_LIMIT_DBTP } from "./master-audio";

/**
 * Issue 18's acceptance: every generated MP3, on both engines and in all 8 languages, measures
 * −16 ±1 LUFS integrated with a true peak ≤ −1 dBTP, and starts and ends with ≤ 300 ms of silence.
 * Measured on the decoded file, as a listener's player hears it.
 */

/** Two paragraphs: the preview sentence, then it again (a paragraph pause in the middle). */
const script = (language: LanguageCode) => `${PREVIEW_SENTENCES[language]}\n${PREVIEW_SENTENCES[language]}`;

async function measure(mp3: Uint8Array) {
  const { samples, sampleRate } = await decodeMp3(mp3);
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const threshold = peak * 10 ** (-45 / 20);
  const first = samples.findIndex((sample) => Math.abs(sample) >= threshold);
  const last = samples.findLastIndex((sample) => Math.abs(sample) >= threshold);
  return {
    lufs: integratedLoudness(samples, sampleRate),
    truePeakDb: toDb(truePeak(samples)),
    leading: first / sampleRate,
    trailing: (samples.length - 1 - last) / sampleRate,
  };
}

const espeak = createEspeakSpeechProvider();
let fake: FakeOpenAISpeechServer;
let openai: SpeechProvider;

beforeAll(async () => {
  fake = await startFakeOpenAISpeechServer({ secondsPerResponse: 1.5 });
  // As the server wires it: the remote engine's answers are mastered in the speech worker.
  openai = createOpenAISpeechProvider({
    apiKey: fake.apiKey,
    baseURL: fake.baseURL,
    master: (pcm, rate) => espeak.master(pcm, rate),
  });
  await espeak.warmUp();
}, 60_000);
afterAll(async () => {
  await espeak.close();
  await fake.close();
});

describe.each([
  ["espeak-ng", () => espeak],
  ["OpenAI-compatible (a deliberately quiet fake)", () => openai],
] as const)("loudness on %s", (_name, engine) => {
  it.each(LANGUAGE_CODES)("%s: −16 ±1 LUFS, ≤ −1 dBTP, ≤ 300 ms silence at each end", async (language) => {
    const voice = VOICES_BY_LANGUAGE[language][0] ?? "alloy";
    const { audio } = await engine().synthesize({ text: script(language), language, voice });
    const measured = await measure(audio);
    expect(Math.abs(measured.lufs - TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(measured.truePeakDb).toBeLessThanOrEqual(TRUE_PEAK_LIMIT_DBTP);
    expect(measured.leading).toBeLessThanOrEqual(0.3);
    expect(measured.trailing).toBeLessThanOrEqual(0.3);
  });
});

it("the fake's answer really is quiet before mastering", async () => {
  const response = await fetch(`${fake.baseURL}/audio/speech`, {
    method: "POST",
    headers: { authorization: `Bearer ${fake.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ model: "tts-1", voice: "alloy", input: "Quiet.", response_format: "mp3" }),
  });
  const { lufs } = await measure(new Uint8Array(await response.arrayBuffer()));
  expect(lufs).toBeLessThan(-28);
});
