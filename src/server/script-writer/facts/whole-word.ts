/**
 * Whether a pattern names a whole word of a text (issue 25): "montre" is a watch in "Montre
 * Casio" but not in "Montreux Fabrics", "lamp" not in "Clamp". Scripts that write words apart
 * (Latin, Cyrillic, Greek) need a word start before the match and, after it, the word's end or
 * an inflection: a plural ending in Latin script ("montres", "lamps", "cuffie" is its own
 * entry), any short ending in Cyrillic, whose patterns are stems ("кроссовк" → "кроссовки").
 * Japanese and Chinese do not space words, so a match there needs no boundary.
 */

const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Plural and case endings a Latin-script noun may carry after its listed form. */
const LATIN_ENDINGS = new Set(["", "s", "es", "x", "e", "n", "en", "er"]);
const MAX_CYRILLIC_ENDING = 4;

function tailAfter(text: string, from: number): string {
  let end = from;
  while (end < text.length && SPACED.test(text.charAt(end))) end += 1;
  return text.slice(from, end);
}

export function matchesWholeWord(pattern: RegExp, text: string): boolean {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  const search = new RegExp(pattern.source, flags);
  for (const m of text.matchAll(search)) {
    const found = m[0];
    if (!found) continue;
    const start = m.index;
    const end = start + found.length;
    if (SPACED.test(found.charAt(0)) && SPACED.test(text.charAt(start - 1))) continue;
    const last = found.charAt(found.length - 1);
    if (!SPACED.test(last)) return true;
    const tail = tailAfter(text, end).toLowerCase();
    if (CYRILLIC.test(last) ? tail.length <= MAX_CYRILLIC_ENDING : LATIN_ENDINGS.has(tail)) return true;
  }
  return false;
}
