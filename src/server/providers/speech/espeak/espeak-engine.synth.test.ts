import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_SENTENCES } from "../../../../shared/catalog/preview-sentences";
import type { VoiceId } from "../../../../shared/catalog/voices";
import { EspeakEngine } from "./espeak-engine";
import { espeakVoiceArgs } from "./espeak-voices";
import type { Pcm16 } from "../../../audio/mp3/wav";

/** Median fundamental frequency of the voiced frames, by autocorrelation (60–400 Hz). */
function medianPitch({ samples, sampleRate }: Pcm16): number {
  const frame = 1024;
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
  const pitches: number[] = [];
  for (let start = 0; start + frame < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i += 1) energy += (samples[i] ?? 0) ** 2;
    if (energy / frame < (peak * 0.1) ** 2) continue;
    let bestLag = 0;
    let best = -Infinity;
    for (let lag = Math.floor(sampleRate / 400); lag < sampleRate / 60; lag += 1) {
      let sum = 0;
      for (let i = start; i < start + frame - lag; i += 2) sum += (samples[i] ?? 0) * (samples[i + lag] ?? 0);
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

function zeroCrossingRate({ samples }: Pcm16): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings += 1;
  return crossings / samples.length;
}

describe("EspeakEngine (in process)", () => {
  let engine: EspeakEngine;
  const text = PREVIEW_SENTENCES.en;
  const render = (voice: VoiceId, speed = 1) => engine.synthesize(text, espeakVoiceArgs("en", voice, speed));

  beforeAll(async () => {
    engine = await EspeakEngine.create();
  });

  it("reuses one WebAssembly instance across calls (getopt state located)", () => {
    expect(engine.reusesInstance).toBe(true);
  });

  it("renders 22,050 Hz speech of plausible length", async () => {
    const pcm = await render("alloy");
    expect(pcm.sampleRate).toBe(22050);
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(10);
  });

  it("gives female voices a higher pitch than male ones, onyx the deepest", async () => {
    const pitches = Object.fromEntries(
      await Promise.all(
        (["alloy", "echo", "fable", "onyx", "nova", "shimmer"] as const).map(
          async (voice) => [voice, medianPitch(await render(voice))] as const,
        ),
      ),
    ) as Record<VoiceId, number>;
    for (const male of ["alloy", "echo", "fable", "onyx"] as const) expect(pitches[male]).toBeLessThan(140);
    for (const female of ["nova", "shimmer"] as const) expect(pitches[female]).toBeGreaterThan(150);
    expect(pitches.nova).toBeGreaterThan(pitches.onyx * 1.8);
    expect(Math.min(pitches.alloy, pitches.echo, pitches.fable)).toBeGreaterThan(pitches.onyx);
  });

  it("nova and onyx also differ in zero-crossing rate, and each call honours its own options", async () => {
    const onyx = await render("onyx");
    const nova = await render("nova");
    const onyxAgain = await render("onyx");
    expect(zeroCrossingRate(nova)).toBeGreaterThan(zeroCrossingRate(onyx) * 1.2);
    // Same options, same voice: the reused instance didn't keep nova's settings.
    expect(Math.abs(medianPitch(onyxAgain) - medianPitch(onyx))).toBeLessThan(10);
  });

  it("speaks faster at speed 2", async () => {
    const normal = await render("alloy", 1);
    const fast = await render("alloy", 2);
    expect(fast.samples.length).toBeLessThan(normal.samples.length * 0.7);
  });

  it("reads a script that starts with a dash as text, not as an option", async () => {
    const pcm = await engine.synthesize("-v is not an option here.", espeakVoiceArgs("en", "alloy"));
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1);
  });
});
