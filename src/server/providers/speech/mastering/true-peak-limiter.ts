import { intersamplePeak } from "./loudness-meter";

export type LimiterOptions = {
  /** Linear ceiling for the true peak (1 = 0 dBTP). */
  ceiling: number;
  sampleRate: number;
  /** Look-ahead (and attack) in seconds; default 5 ms. */
  lookAhead?: number;
  /** Release time constant in seconds; default 80 ms. */
  release?: number;
};

/** Sliding minimum over [n − radius, n + radius] (monotonic deque, O(n)). */
function slidingMinimum(values: Float32Array, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  const deque = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let n = 0; n < values.length; n += 1) {
    const last = Math.min(values.length - 1, n + radius);
    for (; next <= last; next += 1) {
      while (tail > head && values[deque[tail - 1]!]! >= values[next]!) tail -= 1;
      deque[tail++] = next;
    }
    while (deque[head]! < n - radius) head += 1;
    out[n] = values[deque[head]!]!;
  }
  return out;
}

/** Centred moving average over [n − radius, n + radius], edges averaged over what exists. */
function movingAverage(values: Float32Array, radius: number): Float32Array {
  const prefix = new Float64Array(values.length + 1);
  for (let n = 0; n < values.length; n += 1) prefix[n + 1] = prefix[n]! + values[n]!;
  const out = new Float32Array(values.length);
  for (let n = 0; n < values.length; n += 1) {
    const from = Math.max(0, n - radius);
    const to = Math.min(values.length, n + radius + 1);
    out[n] = (prefix[to]! - prefix[from]!) / (to - from);
  }
  return out;
}

/**
 * Per pair of samples (n, n+1), the largest magnitude between them, 4× oversampled. Pairs whose
 * samples both stay under `below` are given their sample peak (interpolation is the costly
 * part, and it can't take them over a ceiling at least 6 dB above `below`).
 */
export function pairPeaks(samples: Float32Array, below = 0): Float32Array {
  const peaks = new Float32Array(samples.length);
  for (let n = 0; n < samples.length; n += 1) {
    const a = Math.abs(samples[n]!);
    const b = Math.abs(samples[n + 1] ?? 0);
    peaks[n] = a < below && b < below ? Math.max(a, b) : intersamplePeak(samples, n);
  }
  return peaks;
}

/**
 * The limiter's gain curve for `samples × gain` (peaks from pairPeaks of the unscaled
 * samples): each pair's required gain is ceiling / its true peak; the curve is the minimum of
 * that over ±look-ahead, averaged over the same span (so it ramps down before a peak instead of
 * clipping it, and never rises above what any sample within reach needs), then released
 * exponentially. Undefined when nothing goes over.
 */
export function limiterGainCurve(peaks: Float32Array, gain: number, options: LimiterOptions): Float32Array | undefined {
  const { ceiling, sampleRate } = options;
  const radius = Math.max(1, Math.round((options.lookAhead ?? 0.005) * sampleRate));
  const required = new Float32Array(peaks.length).fill(1);
  const over: number[] = [];
  for (let n = 0; n < peaks.length; n += 1) {
    const peak = peaks[n]! * gain;
    if (peak > ceiling) {
      // The pair n, n+1 both carry the peak between them.
      const g = ceiling / peak;
      if (g < required[n]!) required[n] = g;
      if (n + 1 < peaks.length && g < required[n + 1]!) required[n + 1] = g;
      over.push(n);
    }
  }
  if (over.length === 0) return undefined;
  // Only within 2 × radius of a peak over the ceiling can the curve differ from 1: smooth those
  // stretches alone (speech goes over in short bursts), each with the 2 × radius it reads around it.
  const smooth = new Float32Array(peaks.length).fill(1);
  const reach = 2 * radius + 1;
  let index = 0;
  while (index < over.length) {
    const from = Math.max(0, over[index]! - reach);
    let to = Math.min(peaks.length - 1, over[index]! + 1 + reach);
    while (index + 1 < over.length && over[index + 1]! - reach <= to + reach) {
      index += 1;
      to = Math.min(peaks.length - 1, over[index]! + 1 + reach);
    }
    index += 1;
    const segmentFrom = Math.max(0, from - reach);
    const segmentTo = Math.min(peaks.length - 1, to + reach);
    const segment = movingAverage(slidingMinimum(required.subarray(segmentFrom, segmentTo + 1), radius), radius);
    smooth.set(segment.subarray(from - segmentFrom, to - segmentFrom + 1), from);
  }
  const releaseStep = 1 - Math.exp(-1 / ((options.release ?? 0.08) * sampleRate));
  let g = 1;
  for (let n = 0; n < smooth.length; n += 1) {
    g = Math.min(smooth[n]!, g + (1 - g) * releaseStep);
    // Fully released: the exponential only approaches 1, so snap to it (quiet parts stay bit-exact).
    if (g > 0.9999) g = Math.min(1, smooth[n]!);
    smooth[n] = g;
  }
  return smooth;
}

/** A look-ahead true-peak limiter, in place (limiterGainCurve). Returns how many samples it turned down. */
export function limitTruePeak(samples: Float32Array, options: LimiterOptions): number {
  const curve = limiterGainCurve(pairPeaks(samples, options.ceiling / 2), 1, options);
  if (!curve) return 0;
  let reduced = 0;
  for (let n = 0; n < samples.length; n += 1) {
    if (curve[n]! < 1) {
      samples[n] = samples[n]! * curve[n]!;
      reduced += 1;
    }
  }
  return reduced;
}
