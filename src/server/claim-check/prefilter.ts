/**
 * One quick test before many: the union of a list of patterns, case-insensitive, used to skip
 * a sentence that none of them can match (most sentences make no generic claim and name no
 * material). Folded text is already lower case and may drop the "i" flag, which is slower. A union that does not compile simply lets every text through.
 */
export function anyOf(patterns: readonly RegExp[], flags = "iu"): { test(text: string): boolean } {
  try {
    const union = new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), flags);
    return { test: (text) => union.test(text) };
  } catch {
    return { test: () => true };
  }
}
