import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMp3 } from "../../../audio/mp3/mp3-decode";
import { encodeMp3, MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { createEspeakSpeechProvider } from "./espeak-provider";

/**
 * Captions after mastering: trimming the leading silence, a paragraph's pause and a speed change
 * must keep each cue where its sentence is heard. Each sentence but the first follows a pause
 * (espeak's after a full stop, ours after a paragraph): its cue must start in that pause, with
 * speech following within moments.
 */
const TEXT = [
  "Meet the Aurora kettle. It boils a full litre in four minutes.",
  "The handle stays cool. Order today!",
].join("\n");

function levels(samples: Float32Array, rate: number) {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const loudAt = (from: number, to: number) => {
    let max = 0;
    for (let n = Math.max(0, Math.round(from * rate)); n < Math.min(samples.length, Math.round(to * rate)); n += 1)
      max = Math.max(max, Math.abs(samples[n]!));
    return max / peak;
  };
  return loudAt;
}

describe("caption cues after mastering (embedded engine)", () => {
  const provider = createEspeakSpeechProvider();
  let codecDelay = 0;

  beforeAll(async () => {
    // Where a click at a known sample comes out of our encoder and decoder: the cue times are
    // times in the PCM; a player hears them this much later.
    const pcm = new Int16Array(MP3_SAMPLE_RATE);
    pcm[2400] = 30_000;
    const { samples } = await decodeMp3(await encodeMp3(pcm));
    let at = 0;
    for (let n = 0; n < samples.length; n += 1) if (Math.abs(samples[n]!) > Math.abs(samples[at]!)) at = n;
    codecDelay = (at - 2400) / MP3_SAMPLE_RATE;
  });
  afterAll(() => provider.close());

  it.each([0.8, 1, 1.25])("at speed %f each cue starts in the pause before its sentence", async (speed) => {
    const { audio, cues } = await provider.synthesize({ text: TEXT, language: "en", voice: "alloy", speed });
    const { samples, sampleRate } = await decodeMp3(audio);
    const loudAt = levels(samples, sampleRate);
    expect(cues.map((cue) => cue.text)).toEqual([
      "Meet the Aurora kettle.",
      "It boils a full litre in four minutes.",
      "The handle stays cool.",
      "Order today!",
    ]);
    // Leading silence trimmed: the first sentence starts at once.
    expect(cues[0]!.start).toBe(0);
    for (const cue of cues.slice(1)) {
      const heard = cue.start + codecDelay;
      // Quiet just before the cue (the pause)…
      expect(loudAt(heard - 0.06, heard - 0.005)).toBeLessThan(0.02);
      // …and the sentence heard within half a second after it.
      expect(loudAt(heard, heard + 0.5)).toBeGreaterThan(0.2);
    }
    const duration = samples.length / sampleRate;
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(duration);
  });

  it("a slower speed makes every cue later and the audio longer", async () => {
    const slow = await provider.synthesize({ text: TEXT, language: "en", voice: "alloy", speed: 0.8 });
    const fast = await provider.synthesize({ text: TEXT, language: "en", voice: "alloy", speed: 1.25 });
    expect(slow.cues.at(-1)!.start).toBeGreaterThan(fast.cues.at(-1)!.start * 1.25);
  });
});
