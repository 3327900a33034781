/**
 * Leading and trailing silence: where the signal stays below a threshold relative to its own
 * peak. Engines and MP3 decoders leave up to ~1 s of it (espeak's pause before the first word,
 * the encoder's delay and padding); we keep a short, even margin instead.
 */

/** Kept before the first sound and after the last, in seconds (the issue allows at most 300 ms). */
export const LEAD_SECONDS = 0.1;
export const TAIL_SECONDS = 0.2;
/** Anything 45 dB under the peak counts as silence. */
const THRESHOLD_DB = -45;

export type TrimRange = { start: number; end: number };

/** The range [start, end) of samples to keep. A silent signal keeps nothing. */
export function silenceTrimRange(samples: Float32Array, sampleRate: number): TrimRange {
  let peak = 0;
  for (let n = 0; n < samples.length; n += 1) peak = Math.max(peak, Math.abs(samples[n]!));
  if (peak === 0) return { start: 0, end: 0 };
  const threshold = peak * 10 ** (THRESHOLD_DB / 20);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) < threshold) first += 1;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) < threshold) last -= 1;
  return {
    start: Math.max(0, first - Math.round(LEAD_SECONDS * sampleRate)),
    end: Math.min(samples.length, last + 1 + Math.round(TAIL_SECONDS * sampleRate)),
  };
}
