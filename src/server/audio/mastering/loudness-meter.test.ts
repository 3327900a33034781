import { describe, expect, it } from "vitest";
import { fromDb, integratedLoudness, toDb, truePeak } from "./loudness-meter";

const sine = (frequency: number, amplitude: number, seconds: number, sampleRate: number, phase = 0) => {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let n = 0; n < out.length; n += 1)
    out[n] = amplitude * Math.sin((2 * Math.PI * frequency * n) / sampleRate + phase);
  return out;
};

describe("BS.1770-4 loudness meter", () => {
  it.each([48_000, 44_100, 24_000, 22_050])(
    "reads a 1 kHz sine at 0 dBFS peak on one channel as −3.01 LUFS at %i Hz",
    (rate) => {
      expect(integratedLoudness(sine(1000, 1, 5, rate), rate)).toBeCloseTo(-3.01, 1);
    },
  );

  it("reads a 997 Hz sine at −20 dBFS as about −23.0 LUFS", () => {
    expect(integratedLoudness(sine(997, fromDb(-20), 10, 48_000), 48_000)).toBeCloseTo(-23.0, 1);
  });

  it("weights high frequencies up (+4 dB shelf) and cuts very low ones", () => {
    const high = integratedLoudness(sine(8000, fromDb(-20), 5, 48_000), 48_000);
    const low = integratedLoudness(sine(20, fromDb(-20), 5, 48_000), 48_000);
    expect(high).toBeGreaterThan(-23 + 3);
    expect(low).toBeLessThan(-23 - 4);
  });

  // Within 0.25 LU: the blocks straddling the edge pass the gates, as the standard has it.
  it("gates silence out: a tone with as much silence after it reads as the tone alone", () => {
    const rate = 24_000;
    const tone = sine(1000, fromDb(-20), 4, rate);
    const padded = new Float32Array(tone.length * 2);
    padded.set(tone);
    expect(Math.abs(integratedLoudness(padded, rate) - integratedLoudness(tone, rate))).toBeLessThan(0.25);
  });

  it("applies the relative gate: a part 30 dB quieter does not pull the reading down", () => {
    const rate = 24_000;
    const loud = sine(1000, fromDb(-10), 4, rate);
    const quiet = sine(1000, fromDb(-40), 4, rate);
    const both = new Float32Array(loud.length + quiet.length);
    both.set(loud);
    both.set(quiet, loud.length);
    expect(Math.abs(integratedLoudness(both, rate) - integratedLoudness(loud, rate))).toBeLessThan(0.25);
  });

  it("reads silence as −Infinity", () => {
    expect(integratedLoudness(new Float32Array(48_000), 48_000)).toBe(Number.NEGATIVE_INFINITY);
    expect(integratedLoudness(new Float32Array(0), 48_000)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("finds the true peak between samples (a quarter-rate sine sampled at ±45°)", () => {
    const rate = 48_000;
    const signal = sine(rate / 4, 1, 1, rate, Math.PI / 4);
    const samplePeak = Math.max(...signal.map(Math.abs));
    expect(toDb(samplePeak)).toBeCloseTo(-3.01, 1);
    expect(toDb(truePeak(signal))).toBeGreaterThan(-0.6);
    expect(toDb(truePeak(signal))).toBeLessThan(0.3);
  });

  it("reads a low-frequency sine's true peak as its amplitude", () => {
    expect(toDb(truePeak(sine(440, fromDb(-6), 1, 24_000)))).toBeCloseTo(-6, 1);
  });
});
