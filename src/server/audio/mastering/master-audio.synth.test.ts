import { describe, expect, it } from "vitest";
import { fromDb, integratedLoudness, toDb, truePeak } from "./loudness-meter";
import { masterSpeech, TARGET_LUFS, TRUE_PEAK_LIMIT_DBTP } from "./master-audio";
import { LEAD_SECONDS, TAIL_SECONDS } from "./silence-trim";
import { limitTruePeak } from "./true-peak-limiter";

const RATE = 24_000;

/** Speech-like test signal: syllable bursts of mixed tones with a high crest factor, gaps between. */
function speechLike(seconds: number, amplitude: number, seed = 1): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let start = 0; start < out.length;) {
    const length = Math.round((0.12 + random() * 0.2) * RATE);
    const f0 = 100 + random() * 150;
    const level = amplitude * (0.3 + random() * 0.7);
    for (let n = 0; n < length && start + n < out.length; n += 1) {
      const envelope = Math.sin((Math.PI * n) / length) ** 2;
      let v = 0;
      for (let h = 1; h <= 8; h += 1) v += Math.sin((2 * Math.PI * f0 * h * n) / RATE) / h;
      out[start + n] = level * envelope * v * 0.5;
    }
    start += length + Math.round(random() * 0.15 * RATE);
  }
  return out;
}

const withSilence = (signal: Float32Array, before: number, after: number) => {
  const out = new Float32Array(signal.length + Math.round((before + after) * RATE));
  out.set(signal, Math.round(before * RATE));
  return out;
};

describe("mastering", () => {
  it.each([0.01, 0.2, 0.9])("brings speech at amplitude %f to −16 LUFS ±1 with true peak ≤ −1 dBTP", (amplitude) => {
    const { samples, outputLufs } = masterSpeech(speechLike(20, amplitude), RATE);
    // Before encoding it aims 0.4 LU high, for what the encoder's low-pass takes away.
    expect(Math.abs(integratedLoudness(samples, RATE) - TARGET_LUFS - 0.4)).toBeLessThanOrEqual(0.3);
    // outputLufs is measured from the K-weighted input and the gain curve, without filtering again.
    expect(Math.abs(outputLufs - integratedLoudness(samples, RATE))).toBeLessThan(0.05);
    expect(toDb(truePeak(samples))).toBeLessThanOrEqual(TRUE_PEAK_LIMIT_DBTP);
  });

  it("trims leading and trailing silence to short margins and reports the cut", () => {
    const speech = speechLike(5, 0.3);
    const { samples, trimmedStart } = masterSpeech(withSilence(speech, 1.2, 2), RATE);
    // The signal's own first burst starts at once; the cut keeps LEAD_SECONDS of the 1.2 s before it.
    expect(Math.abs(trimmedStart / RATE - (1.2 - LEAD_SECONDS))).toBeLessThan(0.02);
    expect(samples.length / RATE).toBeLessThanOrEqual(5 + LEAD_SECONDS + TAIL_SECONDS + 0.01);
  });

  it("leaves silence silent", () => {
    const { samples, outputLufs } = masterSpeech(new Float32Array(RATE), RATE);
    expect(samples.length).toBe(0);
    expect(outputLufs).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe("true-peak limiter", () => {
  it("holds a signal driven 12 dB over the ceiling under it, and leaves quiet parts alone", () => {
    const signal = speechLike(5, 4);
    const quietStart = signal.length;
    const both = new Float32Array(signal.length * 2);
    both.set(signal);
    both.set(speechLike(5, 0.05, 7), quietStart);
    const before = both.slice(quietStart + RATE);
    limitTruePeak(both, { ceiling: fromDb(-2), sampleRate: RATE });
    expect(toDb(truePeak(both))).toBeLessThanOrEqual(-2 + 0.05);
    expect(both.slice(quietStart + RATE)).toEqual(before);
  });
});
