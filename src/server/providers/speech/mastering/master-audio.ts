import { createMp3Encoder, MP3_SAMPLE_RATE } from "../mp3/mp3-encoder";
import { resamplePcm16 } from "../mp3/resample";
import { floatToInt16, fromDb, int16ToFloat, integratedLoudness } from "./loudness-meter";
import { silenceTrimRange } from "./silence-trim";
import { limitTruePeak } from "./true-peak-limiter";

/**
 * The step every engine shares between synthesis and the MP3 encoder (decision 035): trim
 * leading and trailing silence, bring the integrated loudness to −16 LUFS (the podcast and
 * streaming norm), and hold the true peak under −1 dBTP with a look-ahead limiter.
 */

export const TARGET_LUFS = -16;
/** The published limit; the limiter aims lower because MP3 encoding adds some overshoot. */
export const TRUE_PEAK_LIMIT_DBTP = -1;
const LIMITER_CEILING_DBTP = -1.8;
/** Limiting lowers loudness a little: gain and limiter run again until within this of the target. */
const LOUDNESS_TOLERANCE_LU = 0.3;
const MAX_PASSES = 3;
/** Never amplify by more than this (a nearly silent engine answer stays nearly silent, not noise). */
const MAX_GAIN_DB = 45;

export type MasteredAudio = {
  samples: Float32Array;
  /** Samples cut from the start: every time in the input moves this much earlier. */
  trimmedStart: number;
  /** Integrated loudness before and after, in LUFS. */
  inputLufs: number;
  outputLufs: number;
};

export function masterSpeech(input: Float32Array, sampleRate: number): MasteredAudio {
  const { start, end } = silenceTrimRange(input, sampleRate);
  const samples = input.slice(start, end);
  const inputLufs = integratedLoudness(samples, sampleRate);
  if (!Number.isFinite(inputLufs)) return { samples, trimmedStart: start, inputLufs, outputLufs: inputLufs };
  const ceiling = fromDb(LIMITER_CEILING_DBTP);
  let loudness = inputLufs;
  let totalGainDb = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const gainDb = Math.min(MAX_GAIN_DB - totalGainDb, TARGET_LUFS - loudness);
    if (pass > 0 && Math.abs(TARGET_LUFS - loudness) <= LOUDNESS_TOLERANCE_LU) break;
    totalGainDb += gainDb;
    const gain = fromDb(gainDb);
    for (let n = 0; n < samples.length; n += 1) samples[n] = samples[n]! * gain;
    limitTruePeak(samples, { ceiling, sampleRate });
    loudness = integratedLoudness(samples, sampleRate);
  }
  return { samples, trimmedStart: start, inputLufs, outputLufs: loudness };
}

export type MasteredMp3 = {
  mp3: Uint8Array;
  /** Seconds cut from the start (subtract from every cue time). */
  trimmedStart: number;
  inputLufs: number;
  outputLufs: number;
};

/** Mono 16-bit PCM at any rate → mastered 24 kHz MP3. Runs in the speech worker. */
export async function masterToMp3(pcm: Int16Array, sampleRate: number): Promise<MasteredMp3> {
  const resampled = resamplePcm16(pcm, sampleRate, MP3_SAMPLE_RATE);
  const mastered = masterSpeech(int16ToFloat(resampled), MP3_SAMPLE_RATE);
  const encoder = await createMp3Encoder();
  try {
    encoder.encode(floatToInt16(mastered.samples));
    return {
      mp3: encoder.finish(),
      trimmedStart: mastered.trimmedStart / MP3_SAMPLE_RATE,
      inputLufs: mastered.inputLufs,
      outputLufs: mastered.outputLufs,
    };
  } finally {
    encoder.release();
  }
}
