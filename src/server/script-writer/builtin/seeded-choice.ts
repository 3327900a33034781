import type { Tone, Variants } from "../phrases/types";

/** The slider moves in steps of 0.1; each step is its own seed, so 0.8 and 0.9 can differ. */
export function creativityStep(creativity: number): number {
  if (!Number.isFinite(creativity)) return 0;
  return Math.round(Math.min(1, Math.max(0, creativity)) * 10);
}

/** Low creativity reads plainly, the middle warmly, the top of the slider (and 0.7, the default) lively. */
export function toneFor(creativity: number): Tone {
  const step = creativityStep(creativity);
  if (step <= 3) return "plain";
  if (step <= 6) return "warm";
  return "lively";
}

/** FNV-1a, 32 bit: tiny, fast and stable across runs and platforms, which is all a seed needs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Chooser = <T>(slot: string, variants: Variants<T>) => T;

/**
 * Picks one variant per slot from a hash of the seed and the slot's name, so the same input
 * and creativity always give the same script, and adding a slot never reshuffles the others.
 */
export function makeChooser(seed: string, tone: Tone): Chooser {
  return <T>(slot: string, variants: Variants<T>): T => {
    const options = variants[tone];
    return options[hashString(`${seed}\u0000${slot}`) % options.length] ?? options[0];
  };
}
