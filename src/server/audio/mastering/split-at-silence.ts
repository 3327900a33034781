import { fromDb } from "./loudness-meter";

/**
 * Where mastered speech may be cut so that its parts can be encoded by separate workers and
 * their MP3 frames joined (decision 035). A fresh encoder starts its first frame without a bit
 * reservoir, so the joined stream decodes; at the join the decoder overlaps the last granule
 * of one part with the first of the next (576 samples each side at 24 kHz, two frames of
 * margin here), so a cut is only made where the signal stays 40 dB under full scale for that
 * whole reach: nothing there can come near the −1 dBTP limit, and the encoder's delay and
 * padding add only silence (a few tens of milliseconds) inside a pause.
 */
const REACH = 1152;
const QUIET = fromDb(-40);
/** How far before a sentence boundary a quiet spot is looked for, in samples (300 ms at 24 kHz). */
const SEARCH = 7200;
const STEP = 48;

function quietAt(samples: Float32Array, at: number): boolean {
  if (at - REACH < 0 || at + REACH > samples.length) return false;
  for (let n = at - REACH; n < at + REACH; n += 1) if (Math.abs(samples[n]!) >= QUIET) return false;
  return true;
}

/**
 * Up to `parts − 1` cut positions, ascending, each at a quiet spot at or just before one of
 * `boundaries` (sentence starts, in the samples' coordinates), nearest to equal shares.
 * Fewer (or none) when no boundary has a quiet spot.
 */
export function silenceCuts(samples: Float32Array, boundaries: readonly number[], parts: number): number[] {
  const cuts: number[] = [];
  for (let k = 1; k < parts; k += 1) {
    const ideal = (samples.length * k) / parts;
    const ordered = boundaries
      .filter((b) => b > (cuts.at(-1) ?? 0) + REACH && b < samples.length - REACH)
      .sort((a, b) => Math.abs(a - ideal) - Math.abs(b - ideal));
    let found: number | undefined;
    for (const boundary of ordered.slice(0, 6)) {
      for (let at = boundary; at >= boundary - SEARCH && at > (cuts.at(-1) ?? 0) + REACH; at -= STEP) {
        if (quietAt(samples, at)) {
          found = at;
          break;
        }
      }
      if (found !== undefined) break;
    }
    if (found !== undefined) cuts.push(found);
  }
  return cuts;
}
