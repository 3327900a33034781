import { createMp3Encoder, MP3_SAMPLE_RATE } from "../mp3/mp3-encoder";
import { resamplePcm16 } from "../mp3/resample";
import { decodeMp3 } from "../mp3/mp3-decode";
import {
  floatToInt16,
  fromDb,
  int16ToFloat,
  kWeightedSquares,
  loudnessOfSquares,
  toDb,
  truePeakAbove,
} from "./loudness-meter";
import { silenceTrimRange } from "./silence-trim";
import { bandLimit } from "./band-limit";
import { limiterGainCurve, pairPeaks } from "./true-peak-limiter";

/**
 * The step every engine shares between synthesis and the MP3 encoder (decision 035): trim
 * leading and trailing silence, bring the integrated loudness to −16 LUFS (the podcast and
 * streaming norm), and hold the true peak under −1 dBTP with a look-ahead limiter.
 */

export const TARGET_LUFS = -16;
/** The published limit; the limiter aims lower because MP3 encoding adds some overshoot. */
export const TRUE_PEAK_LIMIT_DBTP = -1;
const LIMITER_CEILING_DBTP = -2.3;
/**
 * The 48 kbit/s encoder's low-pass removes some of the high band that K-weighting counts
 * (about 0.4 LU on espeak's voices, measured on the decoded files): aim that much higher.
 */
const ENCODER_LOSS_LU = 0.4;
const AIM_LUFS = TARGET_LUFS + ENCODER_LOSS_LU;
/** Limiting lowers loudness a little: gain and limiter run again until within this of the target. */
const LOUDNESS_TOLERANCE_LU = 0.25;
const MAX_PASSES = 4;
/** A limited signal gains less than the gain added: the first correction assumes this slope. */
const FIRST_SLOPE = 0.6;
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

export function masterSpeech(
  input: Float32Array,
  sampleRate: number,
  ceilingDbtp = LIMITER_CEILING_DBTP,
): MasteredAudio {
  const { start, end } = silenceTrimRange(input, sampleRate);
  const trimmed = input.subarray(start, end);
  // K-weighting once: each pass below measures its result from these (loudnessOfSquares).
  const squares = kWeightedSquares(trimmed, sampleRate);
  const inputLufs = loudnessOfSquares(squares, sampleRate);
  if (!Number.isFinite(inputLufs)) {
    return { samples: trimmed.slice(), trimmedStart: start, inputLufs, outputLufs: inputLufs };
  }
  const limiter = { ceiling: fromDb(ceilingDbtp), sampleRate };
  let gainDb = Math.min(MAX_GAIN_DB, AIM_LUFS - inputLufs);
  // The true peaks are found once, on the unscaled input: each pass only rescales them. Pairs
  // too quiet to reach the ceiling even 6 dB above the first gain are not interpolated.
  const peaks = pairPeaks(trimmed, limiter.ceiling / 2 / fromDb(Math.min(MAX_GAIN_DB, gainDb + 6)));
  let curve: Float32Array | undefined;
  let loudness = inputLufs;
  let previous: { gainDb: number; loudness: number } | undefined;
  // Limiting takes some loudness back, more on peaky voices: each pass applies a larger gain to
  // the input, the next guess from the slope between the last two (secant method).
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    curve = limiterGainCurve(peaks, fromDb(gainDb), limiter);
    loudness = loudnessOfSquares(squares, sampleRate, curve, fromDb(gainDb));
    const error = AIM_LUFS - loudness;
    if (Math.abs(error) <= LOUDNESS_TOLERANCE_LU || gainDb >= MAX_GAIN_DB) break;
    const slope = previous
      ? Math.min(1, Math.max(0.15, (loudness - previous.loudness) / (gainDb - previous.gainDb || 1)))
      : FIRST_SLOPE;
    previous = { gainDb, loudness };
    gainDb = Math.min(MAX_GAIN_DB, gainDb + error / slope);
  }
  const gain = fromDb(gainDb);
  const samples = new Float32Array(trimmed.length);
  for (let n = 0; n < samples.length; n += 1) samples[n] = trimmed[n]! * gain * (curve ? curve[n]! : 1);
  return { samples, trimmedStart: start, inputLufs, outputLufs: loudness };
}

export type MasteredMp3 = {
  mp3: Uint8Array;
  /** Seconds cut from the start (subtract from every cue time). */
  trimmedStart: number;
  inputLufs: number;
  outputLufs: number;
};

/** Encoding attempts: a heavily limited voice can overshoot in the codec, so the file is checked. */
const MAX_ENCODES = 3;
/** Margin kept under the limit when a retry lowers the ceiling. */
const RETRY_MARGIN_DB = 0.3;
/** A file this far under the limit (or more) is kept. */
const RETRY_THRESHOLD_DB = 0.1;

async function encode(samples: Float32Array): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  try {
    encoder.encode(floatToInt16(samples));
    return encoder.finish();
  } finally {
    encoder.release();
  }
}

export type MasteredPcm = {
  /** Mastered samples at MP3_SAMPLE_RATE, ready to encode. */
  samples: Float32Array;
  /** Samples cut from the start (at MP3_SAMPLE_RATE). */
  trimmedStart: number;
  inputLufs: number;
  outputLufs: number;
};

/** Mono 16-bit PCM at any rate → mastered float samples at the MP3 rate (band limit, trim, loudness, limiter). */
export function masterPcm(pcm: Int16Array, sampleRate: number, ceilingDb = LIMITER_CEILING_DBTP): MasteredPcm {
  const input = int16ToFloat(resamplePcm16(pcm, sampleRate, MP3_SAMPLE_RATE));
  bandLimit(input, MP3_SAMPLE_RATE);
  return masterSpeech(input, MP3_SAMPLE_RATE, ceilingDb);
}

export type CheckedMp3 = {
  mp3: Uint8Array;
  /** The decoded file's true peak in dBTP where it comes near the limit, else −Infinity. */
  peakDb: number;
};

/** Encodes mastered samples and measures the decoded file's true peak (MP3 overshoot). */
export async function encodeChecked(samples: Float32Array): Promise<CheckedMp3> {
  const mp3 = await encode(samples);
  const decoded = await decodeMp3(mp3);
  return { mp3, peakDb: toDb(truePeakAbove(decoded.samples, fromDb(TRUE_PEAK_LIMIT_DBTP - RETRY_MARGIN_DB))) };
}

/** Whether an encoded file's peak is far enough under the limit to keep. */
export const peakAccepted = (peakDb: number) => peakDb <= TRUE_PEAK_LIMIT_DBTP - RETRY_THRESHOLD_DB;

/** The next attempt's limiter ceiling after a file peaked at peakDb. */
export const loweredCeiling = (ceilingDb: number, peakDb: number) =>
  ceilingDb - (peakDb - TRUE_PEAK_LIMIT_DBTP + RETRY_MARGIN_DB);

export { LIMITER_CEILING_DBTP, MAX_ENCODES };

/**
 * Mono 16-bit PCM at any rate → mastered 24 kHz MP3. Runs in the speech worker. The encoded
 * file's true peak is measured (decoded): MP3's quantisation noise can push a hard-limited
 * voice's peaks up by more than a decibel, and then the limiter runs again with a ceiling
 * lowered by the overshoot.
 */
export async function masterToMp3(pcm: Int16Array, sampleRate: number): Promise<MasteredMp3> {
  let ceilingDb = LIMITER_CEILING_DBTP;
  for (let attempt = 1; ; attempt += 1) {
    const mastered = masterPcm(pcm, sampleRate, ceilingDb);
    const last = attempt >= MAX_ENCODES || !Number.isFinite(mastered.outputLufs);
    const { mp3, peakDb } = last
      ? { mp3: await encode(mastered.samples), peakDb: 0 }
      : await encodeChecked(mastered.samples);
    const result = {
      mp3,
      trimmedStart: mastered.trimmedStart / MP3_SAMPLE_RATE,
      inputLufs: mastered.inputLufs,
      outputLufs: mastered.outputLufs,
    };
    if (last || peakAccepted(peakDb)) return result;
    ceilingDb = loweredCeiling(ceilingDb, peakDb);
  }
}
