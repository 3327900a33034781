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
 * samples). It is worked out on 1 ms blocks: each block's required gain is the smallest
 * `ceiling / true peak` in it; the curve is the minimum of that over ±(look-ahead + 1 block),
 * averaged over ±look-ahead (so it ramps down before a peak instead of clipping it), drawn
 * between block centres, then released exponentially. The extra block in the minimum makes
 * every interpolated value at most what any sample within reach needs. Undefined when nothing
 * goes over.
 */
export function limiterGainCurve(peaks: Float32Array, gain: number, options: LimiterOptions): Float32Array | undefined {
  const { ceiling, sampleRate } = options;
  const length = peaks.length;
  const block = Math.max(1, Math.round(sampleRate / 1000));
  const blocks = Math.ceil(length / block);
  const required = new Float32Array(blocks).fill(1);
  const limit = ceiling / gain;
  let over = false;
  for (let n = 0; n < length; n += 1) {
    const peak = peaks[n]!;
    if (peak > limit) {
      const g = limit / peak;
      // The pair n, n+1 both carry the peak between them.
      const b = (n / block) | 0;
      if (g < required[b]!) required[b] = g;
      const next = ((n + 1) / block) | 0;
      if (next < blocks && g < required[next]!) required[next] = g;
      over = true;
    }
  }
  if (!over) return undefined;
  const radius = Math.max(1, Math.ceil(((options.lookAhead ?? 0.005) * sampleRate) / block));
  const smooth = movingAverage(slidingMinimum(required, radius + 1), radius);
  const curve = new Float32Array(length);
  const releaseStep = 1 - Math.exp(-1 / ((options.release ?? 0.08) * sampleRate));
  let g = 1;
  for (let n = 0; n < length; n += 1) {
    // Linear between the centres of the blocks on either side of n.
    const position = (n + 0.5) / block - 0.5;
    const left = Math.max(0, Math.floor(position));
    const right = Math.min(blocks - 1, left + 1);
    const t = Math.min(1, Math.max(0, position - left));
    const target = smooth[left]! + (smooth[right]! - smooth[left]!) * t;
    g = Math.min(target, g + (1 - g) * releaseStep);
    // Fully released: the exponential only approaches 1, so snap to it (quiet parts stay bit-exact).
    if (g > 0.9999) g = Math.min(1, target);
    curve[n] = g;
  }
  return curve;
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
