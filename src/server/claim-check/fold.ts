// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Text folded for matching: compatibility forms unified (full-width digits, ligatures), lower
 * case, Latin accents dropped ("Fünf" → "funf", "é" → "e"), "ß" → "ss". Japanese and Chinese
 * are left as they are. Lexicons in this room are written in folded form.
 */
export function fold(text: string): string {
  // Plain ASCII needs no normalising: most of an English script.
  if (ASCII.test(text)) return text.toLowerCase().replace(/[`]/g, "'");
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/ß/g, "ss")
    .replace(/[’‘`´]/g, "'");
}

/** Letters and digits only, for codes: "PRW-3100YB" → "prw3100yb". */
export function squash(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Folded words; a run of Japanese or Chinese characters gives its two-character pieces. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const [raw] of fold(text).matchAll(WORD)) {
    if (!CJK.test(raw)) {
      out.push(raw.replace(/^[-']+|[-']+$/g, ""));
      continue;
    }
    const chars = [...raw];
    if (chars.length === 1) out.push(raw);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
  }
  return out.filter(Boolean);
}
