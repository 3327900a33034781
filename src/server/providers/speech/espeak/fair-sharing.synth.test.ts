import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PronunciationRule } from "../apply-pronunciations";
import { SpeechUnavailableError, type SpeechInput, type SpeechResult } from "../speech-provider";
import { createEspeakSpeechProvider } from "./espeak-provider";
import { mp3Duration } from "../../../audio/mp3/mp3-frames";

/**
 * Two sellers on one embedded engine (issue 26, decision 103): seller A's long script with a
 * dictionary, seller B's one sentence sent just after. B's call runs between A's sentences, so it
 * is done while A is still rendering, and each call's audio and cues are those it gets alone.
 * Not byte for byte: espeak-ng's output for a sentence already moves by a few samples from one
 * render to the next (it was so before sharing), so lengths and cue times match within tens of ms.
 */
const sameAudio = (got: SpeechResult, alone: SpeechResult) => {
  // Within 0.1 s, as the cues: the mastered ends are trimmed to the first and last sound above the
  // silence threshold, and a few samples' move there can cross an MP3 frame (24 ms) or three.
  expect(Math.abs(mp3Duration(got.audio) - mp3Duration(alone.audio))).toBeLessThan(0.1);
  expect(got.cues.map((cue) => cue.text)).toEqual(alone.cues.map((cue) => cue.text));
  got.cues.forEach((cue, i) => {
    expect(Math.abs(cue.start - alone.cues[i]!.start)).toBeLessThan(0.1);
    expect(Math.abs(cue.end - alone.cues[i]!.end)).toBeLessThan(0.1);
  });
};
const DICTIONARY: PronunciationRule[] = Array.from({ length: 200 }, (_, i) => ({
  term: `Model${i}`,
  sayAs: `model number ${i} with a long respelling`,
}));
const LONG = Array.from({ length: 40 }, (_, i) => `Model${i} is sturdy and easy to clean.`).join(" ");
const SHORT = "This linen apron has two deep pockets.";
const a = (extra: Partial<SpeechInput> = {}): SpeechInput => ({
  sellerId: "A",
  text: LONG,
  language: "en",
  voice: "alloy",
  pronunciations: DICTIONARY,
  ...extra,
});
const b: SpeechInput = { sellerId: "B", text: SHORT, language: "en", voice: "nova" };

describe("the embedded engine shared between two sellers", () => {
  const provider = createEspeakSpeechProvider();

  beforeAll(() => provider.warmUp(), 30_000);
  afterAll(() => provider.close());

  it("a short call from B completes between A's sentences, and both get the audio they get alone", async () => {
    const aloneA = await provider.synthesize(a());
    const aloneB = await provider.synthesize(b);

    let aDone = 0;
    let aTotal = 0;
    let aFinished = false;
    const longCall = provider
      .synthesize(
        a({
          onProgress: (done, total) => {
            aDone = done;
            aTotal = total;
          },
        }),
      )
      .finally(() => (aFinished = true));
    // B arrives once A is rendering.
    while (aDone === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const shortCall = await provider.synthesize(b);
    const progressWhenBDone = aDone;
    expect(aFinished).toBe(false);
    expect(progressWhenBDone).toBeLessThan(aTotal);

    const longResult = await longCall;
    sameAudio(shortCall, aloneB);
    sameAudio(longResult, aloneA);
    expect(longResult.cues).toHaveLength(40);
    expect(mp3Duration(longResult.audio)).toBeGreaterThan(5 * mp3Duration(shortCall.audio));
  });

  it("cancelling A's call drops its remaining sentences; B's call beside it is unharmed", async () => {
    const aloneB = await provider.synthesize(b);
    const controller = new AbortController();
    let aDone = 0;
    const longCall = provider.synthesize(
      a({
        signal: controller.signal,
        onProgress: (done) => {
          aDone = done;
          if (done === 3) controller.abort();
        },
      }),
    );
    const shortCall = provider.synthesize(b);
    await expect(longCall).rejects.toMatchObject({ name: "AbortError" });
    sameAudio(await shortCall, aloneB);
    // The steps already running when it was cancelled may finish; no more start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aDone).toBeLessThanOrEqual(4);
    const again = await provider.synthesize(b);
    sameAudio(again, aloneB);
  });

  it("a call over its engine-time budget fails as unavailable; the replaced thread serves the next call", async () => {
    const strict = createEspeakSpeechProvider({ jobTimeoutMs: 1500 });
    try {
      await strict.warmUp();
      // Five times A's script: well over 1.5 s of engine time on any machine, now that a dictionary
      // entry costs next to nothing where its term can't occur (decision 141).
      const longer = a({ text: Array.from({ length: 5 }, () => LONG).join(" ") });
      await expect(strict.synthesize(longer)).rejects.toBeInstanceOf(SpeechUnavailableError);
      // The replaced thread loads the engine again (not counted against the next call), then serves it.
      await strict.warmUp();
      expect(mp3Duration((await strict.synthesize(b)).audio)).toBeGreaterThan(1);
    } finally {
      await strict.close();
    }
  });
});
