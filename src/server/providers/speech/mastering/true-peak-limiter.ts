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
 * A look-ahead true-peak limiter, in place. Each sample's required gain is ceiling / (the true
 * peak around it, 4× oversampled); the gain curve is the minimum of that over ±look-ahead,
 * averaged over the same span (so it ramps down before a peak instead of clipping it, and
 * never rises above what any sample within reach needs), then released exponentially. Returns
 * the number of samples whose gain was reduced.
 */
export function limitTruePeak(samples: Float32Array, options: LimiterOptions): number {
  const { ceiling, sampleRate } = options;
  const radius = Math.max(1, Math.round((options.lookAhead ?? 0.005) * sampleRate));
  const required = new Float32Array(samples.length).fill(1);
  let over = false;
  // Interpolated peaks can't exceed the ceiling between two samples both far below it
  // (a band-limited overshoot of 6 dB needs a pathological signal), so skip those pairs.
  const skipBelow = ceiling / 2;
  for (let n = 0; n < samples.length; n += 1) {
    if (Math.abs(samples[n]!) < skipBelow && Math.abs(samples[n + 1] ?? 0) < skipBelow) continue;
    const peak = intersamplePeak(samples, n);
    if (peak > ceiling) {
      // The pair n, n+1 both carry the peak between them.
      const gain = ceiling / peak;
      required[n] = Math.min(required[n]!, gain);
      if (n + 1 < samples.length) required[n + 1] = Math.min(required[n + 1]!, gain);
      over = true;
    }
  }
  if (!over) return 0;
  const smooth = movingAverage(slidingMinimum(required, radius), radius);
  const releaseStep = 1 - Math.exp(-1 / ((options.release ?? 0.08) * sampleRate));
  let gain = 1;
  let reduced = 0;
  for (let n = 0; n < samples.length; n += 1) {
    gain = Math.min(smooth[n]!, gain + (1 - gain) * releaseStep);
    // Fully released: the exponential only approaches 1, so snap to it (quiet parts stay bit-exact).
    if (gain > 0.9999) gain = Math.min(1, smooth[n]!);
    if (gain < 1) {
      samples[n] = samples[n]! * gain;
      reduced += 1;
    }
  }
  return reduced;
}
