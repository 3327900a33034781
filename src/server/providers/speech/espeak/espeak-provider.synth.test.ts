import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../../../shared/catalog/languages";
import { PREVIEW_SENTENCES } from "../../../../shared/catalog/preview-sentences";
import { VOICES_BY_LANGUAGE } from "../../../../shared/catalog/voices";
import { createEspeakSpeechProvider } from "./espeak-provider";
import { isInfoFrame, mp3Duration, parseMp3 } from "../../../audio/mp3/mp3-frames";

/** Words, or for Japanese and Chinese, characters (a Latin brand name counts once). */
function spokenUnits(text: string, language: LanguageCode): number {
  if (language === "ja" || language === "zh") {
    return [...text.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[A-Za-z]+/gu)].length;
  }
  return text.split(/\s+/).filter(Boolean).length;
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const longScript =
  "This stainless steel kettle boils a full litre in under four minutes, and switches off by itself. ".repeat(5);

describe("espeak-ng speech provider (worker thread)", () => {
  // Two workers whatever the machine, so the split path is always exercised.
  const provider = createEspeakSpeechProvider({ workers: 2 });

  beforeAll(() => provider.warmUp(), 30_000);
  afterAll(() => provider.close());

  it.each(LANGUAGE_CODES)("%s: one valid mono MP3 whose length fits the sentence", async (language) => {
    const text = PREVIEW_SENTENCES[language];
    const progress: Array<[number, number]> = [];
    const { audio: mp3 } = await provider.synthesize({
      text,
      language,
      voice: VOICES_BY_LANGUAGE[language][0] ?? "alloy",
      onProgress: (done, total) => progress.push([done, total]),
    });
    const { frames, audioStart } = parseMp3(mp3);
    expect(audioStart).toBe(0);
    expect(frames.length).toBeGreaterThan(50);
    expect(frames.every((f) => f.sampleRate === 24000 && f.channels === 1 && !isInfoFrame(mp3, f))).toBe(true);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(mp3.length);
    const perUnit = mp3Duration(mp3) / spokenUnits(text, language);
    if (language === "ja" || language === "zh") expect(perUnit).toBeGreaterThan(0.1);
    else expect(perUnit).toBeGreaterThan(0.15);
    expect(perUnit).toBeLessThan(language === "ja" || language === "zh" ? 0.8 : 1.2);
    // One step per sentence.
    expect(progress.at(-1)?.[0]).toBe(progress.at(-1)?.[1]);
    expect(progress.length).toBe(progress.at(-1)?.[1]);
  });

  it("times each sentence of the script, as written, from where the engine's output for it starts", async () => {
    const text =
      "Meet the Aurora kettle. It boils 1.7 litres in under four minutes and costs $24.99, delivery included. Order today!";
    // Two workers: the later sentences are rendered by the second one and start after the first part.
    const { audio, cues } = await provider.synthesize({ text, language: "en", voice: "alloy" });
    const duration = mp3Duration(audio);
    expect(cues.map((cue) => cue.text)).toEqual([
      "Meet the Aurora kettle.",
      "It boils 1.7 litres in under four minutes and costs $24.99, delivery included.",
      "Order today!",
    ]);
    expect(cues[0]!.start).toBe(0);
    expect(cues.at(-1)!.end).toBeCloseTo(duration, 2);
    for (const [i, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBe(cues[i - 1]!.end);
    }
    const lengths = cues.map((cue) => cue.end - cue.start);
    // The long sentence (numbers spelled out) takes longest; none is an even share of the total.
    expect(lengths[1]).toBeGreaterThan(2 * lengths[0]!);
    expect(lengths[1]).toBeGreaterThan(2 * lengths[2]!);
  });

  it("renders different voices as different audio", async () => {
    const text = PREVIEW_SENTENCES.en;
    const [{ audio: nova }, { audio: onyx }] = await Promise.all([
      provider.synthesize({ text, language: "en", voice: "nova" }),
      provider.synthesize({ text, language: "en", voice: "onyx" }),
    ]);
    expect(sha(nova)).not.toBe(sha(onyx));
    expect(Math.abs(mp3Duration(nova) - mp3Duration(onyx))).toBeGreaterThan(0.1);
  });

  it("reports progress chunk by chunk on a long script", async () => {
    const progress: Array<[number, number]> = [];
    const { audio: mp3 } = await provider.synthesize({
      text: longScript,
      language: "en",
      voice: "alloy",
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map(([done]) => done)).toEqual(progress.map((_, i) => i + 1));
    expect(progress.at(-1)?.[0]).toBe(progress.at(-1)?.[1]);
    expect(mp3Duration(mp3)).toBeGreaterThan(20);
  });

  it("gives the same audio length with one worker as with the script split over two", async () => {
    const single = createEspeakSpeechProvider({ workers: 1 });
    try {
      // Two chunks: the shared provider renders one on each worker.
      const text = longScript.slice(0, longScript.indexOf(".", 280) + 1);
      const request = { text, language: "de", voice: "fable" } as const;
      const [{ audio: one }, { audio: two }] = await Promise.all([
        single.synthesize(request),
        provider.synthesize(request),
      ]);
      // Each part carries the encoder's priming and padding (well under 0.2 s) at a sentence pause.
      expect(Math.abs(mp3Duration(one) - mp3Duration(two))).toBeLessThan(0.2);
      const { frames } = parseMp3(two);
      const last = frames.at(-1);
      expect(last && last.offset + last.length).toBe(two.length);
    } finally {
      await single.close();
    }
  });

  it("encodes in parallel at a quiet spot: cues as with one encoder, later ones moved by the join's silence", async () => {
    const serial = createEspeakSpeechProvider({ workers: 1, encoders: 1 });
    const parallel = createEspeakSpeechProvider({ workers: 1, encoders: 2 });
    try {
      const request = { text: longScript, language: "en", voice: "alloy" } as const;
      const one = await serial.synthesize(request);
      const two = await parallel.synthesize(request);
      const extra = mp3Duration(two.audio) - mp3Duration(one.audio);
      // The join adds the second part's encoder delay and the first part's padding: silence.
      expect(extra).toBeGreaterThan(0);
      expect(extra).toBeLessThan(0.2);
      expect(two.cues.map((cue) => cue.text)).toEqual(one.cues.map((cue) => cue.text));
      const moved = two.cues.map((cue, i) => cue.start - one.cues[i]!.start);
      const shift = moved.at(-1)!;
      expect(shift).toBeGreaterThan(0);
      expect(shift).toBeLessThan(0.2);
      // Cues before the join are unchanged, those after it move by the same amount.
      for (const d of moved) expect(Math.min(Math.abs(d), Math.abs(d - shift))).toBeLessThan(1e-9);
      expect(moved[0]).toBe(0);
      expect(two.cues.at(-1)!.end).toBeCloseTo(mp3Duration(two.audio), 6);
    } finally {
      await serial.close();
      await parallel.close();
    }
  });

  it("cancels a running job at the next chunk and keeps serving", async () => {
    const controller = new AbortController();
    const job = provider.synthesize({
      text: longScript,
      language: "en",
      voice: "echo",
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(job).rejects.toMatchObject({ name: "AbortError" });
    const { audio: after } = await provider.synthesize({ text: "Still here.", language: "en", voice: "echo" });
    expect(mp3Duration(after)).toBeGreaterThan(0.3);
  });

  it("rejects at once when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.synthesize({ text: "Never spoken.", language: "en", voice: "alloy", signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails clearly on a script with nothing to say", async () => {
    await expect(provider.synthesize({ text: "   ", language: "en", voice: "alloy" })).rejects.toThrow(/no text/);
  });
});
