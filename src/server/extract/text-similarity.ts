/** Lower-case letters and digits only, so punctuation and spacing do not affect comparisons. */
export function normaliseForCompare(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function bigrams(s: string): Map<string, number> {
  const compact = normaliseForCompare(s).replace(/ /g, "");
  const grams = new Map<string, number>();
  for (let i = 0; i < compact.length - 1; i++) {
    const g = compact.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
}

/**
 * Dice coefficient over character bigrams: 1 for the same text, 0 for nothing in common. Works
 * for languages written without spaces (Japanese, Chinese) where word overlap would not.
 */
export function similarity(a: string, b: string): number {
  const ga = bigrams(a);
  const gb = bigrams(b);
  let total = 0;
  let shared = 0;
  for (const n of ga.values()) total += n;
  for (const [g, n] of gb) {
    total += n;
    shared += Math.min(n, ga.get(g) ?? 0);
  }
  return total === 0 ? 0 : (2 * shared) / total;
}

/** True when `inner` appears inside `outer`, ignoring case and punctuation. */
export function containsText(outer: string, inner: string): boolean {
  const o = normaliseForCompare(outer);
  const i = normaliseForCompare(inner);
  return i.length > 0 && o.includes(i);
}
