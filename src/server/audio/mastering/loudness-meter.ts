/**
 * Loudness and true peak after ITU-R BS.1770-4 (mono): K-weighting (a high shelf and a high
 * pass, designed for the signal's own sample rate), 400 ms blocks with 75 % overlap, an
 * absolute gate at −70 LUFS and a relative gate 10 LU below the ungated loudness. True peak
 * is the largest magnitude of the signal oversampled 4× (Annex 2), in dBTP.
 * Samples are floats in [−1, 1]; full scale is 0 dBFS.
 */

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** The two K-weighting stages for a sample rate (the bilinear designs libebur128 and pyloudnorm use). */
export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: the head's acoustic effect, a +4 dB shelf above ~1.7 kHz.
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // Stage 2: the RLB high pass at ~38 Hz.
  const f1 = 38.13547087602444;
  const q1 = 0.5003270373238773;
  const k1 = Math.tan((Math.PI * f1) / sampleRate);
  const d = 1 + k1 / q1 + k1 * k1;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k1 * k1 - 1)) / d,
    a2: (1 - k1 / q1 + k1 * k1) / d,
  };
  return [shelf, highPass];
}

/** The squared K-weighted signal (direct form I, both stages in one pass). */
export function kWeightedSquares(samples: Float32Array, sampleRate: number): Float64Array {
  const [s, h] = kWeightingFilters(sampleRate);
  const out = new Float64Array(samples.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  for (let n = 0; n < samples.length; n += 1) {
    const x = samples[n]!;
    const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2;
    x2 = x1;
    x1 = x;
    const z = h.b0 * y + h.b1 * y1 + h.b2 * y2 - h.a1 * z1 - h.a2 * z2;
    y2 = y1;
    y1 = y;
    z2 = z1;
    z1 = z;
    out[n] = z * z;
  }
  return out;
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * Integrated loudness in LUFS; −Infinity for silence or a signal shorter than one block
 * (a signal shorter than 400 ms is measured as one block of its own length).
 */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  if (samples.length === 0) return Number.NEGATIVE_INFINITY;
  return loudnessOfSquares(kWeightedSquares(samples, sampleRate), sampleRate);
}

/**
 * Gated loudness from K-weighted squares, each optionally scaled by weight[n]² × gain² first:
 * the loudness of the signal after a slowly varying gain (a limiter's), without filtering it
 * again. Exact for a constant gain; for a limiter's curve it differs by a few hundredths of a LU.
 */
export function loudnessOfSquares(squares: Float64Array, sampleRate: number, weights?: Float32Array, gain = 1): number {
  const length = squares.length;
  if (length === 0) return Number.NEGATIVE_INFINITY;
  const blockLength = Math.min(length, Math.round(0.4 * sampleRate));
  const step = Math.max(1, Math.round(0.1 * sampleRate));
  // Prefix sums make each block's mean square O(1).
  const prefix = new Float64Array(length + 1);
  const g2 = gain * gain;
  if (weights) {
    for (let n = 0; n < length; n += 1) {
      const w = weights[n]!;
      prefix[n + 1] = prefix[n]! + squares[n]! * w * w * g2;
    }
  } else {
    for (let n = 0; n < length; n += 1) prefix[n + 1] = prefix[n]! + squares[n]! * g2;
  }
  const blocks: number[] = [];
  for (let start = 0; start + blockLength <= length; start += step) {
    blocks.push((prefix[start + blockLength]! - prefix[start]!) / blockLength);
  }
  const aboveAbsolute = blocks.filter((z) => loudnessOf(z) > ABSOLUTE_GATE_LUFS);
  if (aboveAbsolute.length === 0) return Number.NEGATIVE_INFINITY;
  const ungated = loudnessOf(aboveAbsolute.reduce((a, b) => a + b, 0) / aboveAbsolute.length);
  const gated = aboveAbsolute.filter((z) => loudnessOf(z) > ungated + RELATIVE_GATE_LU);
  if (gated.length === 0) return Number.NEGATIVE_INFINITY;
  return loudnessOf(gated.reduce((a, b) => a + b, 0) / gated.length);
}

/** 4× oversampling; 12 taps per phase (48 in all), as the standard's example interpolator. */
export const OVERSAMPLE = 4;
const PHASE_TAPS = 12;
const HALF = PHASE_TAPS / 2;

/** Windowed-sinc interpolation filter, one row of taps per fractional position 1/4, 2/4, 3/4. */
const PHASES: Float64Array[] = (() => {
  const rows: Float64Array[] = [];
  for (let phase = 1; phase < OVERSAMPLE; phase += 1) {
    const fraction = phase / OVERSAMPLE;
    const row = new Float64Array(PHASE_TAPS);
    for (let k = 0; k < PHASE_TAPS; k += 1) {
      // Tap k weighs the sample at offset (k − HALF + 1) from the one before the point.
      const distance = k - HALF + 1 - fraction;
      const sinc = distance === 0 ? 1 : Math.sin(Math.PI * distance) / (Math.PI * distance);
      const position = (distance + HALF) / PHASE_TAPS; // 0..1 across the window
      const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * position) + 0.08 * Math.cos(4 * Math.PI * position);
      row[k] = sinc * window;
    }
    rows.push(row);
  }
  return rows;
})();

/**
 * The largest magnitude between sample n and sample n+1 (both ends included), interpolated at
 * 1/4, 2/4 and 3/4 of the way. Samples outside the signal count as silence.
 */
export function intersamplePeak(samples: Float32Array, n: number): number {
  // Away from the edges every tap is in range: the hot path reads without bounds fallbacks.
  if (n >= HALF - 1 && n + HALF < samples.length) return interiorPeak(samples, n);
  let peak = Math.max(Math.abs(samples[n] ?? 0), Math.abs(samples[n + 1] ?? 0));
  for (const row of PHASES) {
    let acc = 0;
    for (let k = 0; k < PHASE_TAPS; k += 1) acc += row[k]! * (samples[n + k - HALF + 1] ?? 0);
    const magnitude = Math.abs(acc);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

const [ROW1, ROW2, ROW3] = PHASES as [Float64Array, Float64Array, Float64Array];

function interiorPeak(samples: Float32Array, n: number): number {
  const base = n - HALF + 1;
  let a = 0;
  let b = 0;
  let c = 0;
  for (let k = 0; k < PHASE_TAPS; k += 1) {
    const x = samples[base + k]!;
    a += ROW1[k]! * x;
    b += ROW2[k]! * x;
    c += ROW3[k]! * x;
  }
  return Math.max(Math.abs(samples[n]!), Math.abs(samples[n + 1]!), Math.abs(a), Math.abs(b), Math.abs(c));
}

/** True peak as a linear magnitude (1 = full scale). */
export function truePeak(samples: Float32Array): number {
  let peak = 0;
  for (let n = 0; n < samples.length; n += 1) {
    const local = intersamplePeak(samples, n);
    if (local > peak) peak = local;
  }
  return peak;
}

/**
 * The true peak where it could exceed `threshold`, else 0: only pairs of samples of which one
 * is within 6 dB of the threshold are interpolated (a faster check of a finished file).
 */
export function truePeakAbove(samples: Float32Array, threshold: number): number {
  let peak = 0;
  const near = threshold / 2;
  for (let n = 0; n < samples.length; n += 1) {
    if (Math.abs(samples[n]!) < near && Math.abs(samples[n + 1] ?? 0) < near) continue;
    const local = intersamplePeak(samples, n);
    if (local > peak) peak = local;
  }
  return peak;
}

export const toDb = (linear: number) => (linear > 0 ? 20 * Math.log10(linear) : Number.NEGATIVE_INFINITY);
export const fromDb = (db: number) => 10 ** (db / 20);

export function int16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let n = 0; n < samples.length; n += 1) out[n] = samples[n]! / 32768;
  return out;
}

export function floatToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let n = 0; n < samples.length; n += 1) {
    const v = Math.round(samples[n]! * 32768);
    out[n] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}
