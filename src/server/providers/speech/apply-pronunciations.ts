import type { LanguageCode } from "../../../shared/catalog/languages";
import { SPOKEN_TEXT_MAX_LENGTH } from "../../../shared/generator/generator-limits";

/** One entry of a seller's pronunciation dictionary, as the speech engines use it. */
export type PronunciationRule = {
  term: string;
  /** A respelling any engine reads ("YUNG-el-skog"). */
  sayAs: string;
  /** Only for this language; undefined for every language. */
  language?: LanguageCode | null;
};

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
const CJK_EDGE = new RegExp(`[${CJK}]`, "u");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whole-word, case-aware: a term written with a capital ("DJUNGELSKOG", "iPhone") matches only
 * that spelling; a term in lower case ("2-tlg") matches any case. "Whole word" means no letter or
 * digit touches it on either side, except beside Chinese or Japanese characters, which have no
 * spaces between words.
 */
function patternFor(term: string): RegExp {
  const body = escapeRegExp(term);
  // Next to a Chinese or Japanese character is a word edge too ("新しいAeroBrewです").
  const before = CJK_EDGE.test(term.at(0) ?? "") ? "" : `(?<=^|[^\\p{L}\\p{N}]|[${CJK}])`;
  const after = CJK_EDGE.test(term.at(-1) ?? "") ? "" : `(?=$|[^\\p{L}\\p{N}]|[${CJK}])`;
  const caseless = term === term.toLowerCase();
  return new RegExp(`${before}${body}${after}`, caseless ? "giu" : "gu");
}

/**
 * Terms that can be looked for as plain text before their pattern is built: ASCII and Chinese,
 * Japanese or Korean characters, the only ones whose case equivalents (under the pattern's
 * Unicode case folding) are known here: an ASCII letter's two cases, plus K (Kelvin sign) for k
 * and ſ (long s) for s; CJK scripts have no case.
 */
const PLAIN_TERM = new RegExp(`^[\\x00-\\x7F${CJK}]*$`, "u");

/** The text with every character that folds to an ASCII letter written as that lower-case letter. */
const foldAscii = (text: string) =>
  text.replace(/[A-Z\u212A\u017F]/g, (c) => (c === "\u212A" ? "k" : c === "\u017F" ? "s" : c.toLowerCase()));

/**
 * Whether `term` may occur in `text` (false only when its pattern cannot match). Building and
 * running 200 Unicode patterns per sentence took a seller with a 200-entry dictionary ~0.2 s
 * of a speech thread per four sentences once V8 had dropped their compiled code (decision 141);
 * a plain search leaves only the few entries the sentence holds to compile.
 */
function mayOccur(text: string, folded: () => string, term: string): boolean {
  if (term !== term.toLowerCase()) return text.includes(term); // matched case for case
  return PLAIN_TERM.test(term) ? folded().includes(term) : true;
}

/**
 * The text an engine should read: each entry for this language (or for all) replaced by its
 * respelling. Longer terms win where terms overlap ("Air Max 90" before "Air"); replaced text is
 * never matched again.
 */
export function applyPronunciations(
  text: string,
  rules: readonly PronunciationRule[] | undefined,
  language: LanguageCode,
  /** For tests: `plainSearch: false` runs every entry's pattern (the reference the search must match). */
  { plainSearch = true }: { plainSearch?: boolean } = {},
): string {
  const applicable = (rules ?? [])
    .filter((rule) => rule.term.trim() && (rule.language == null || rule.language === language))
    .sort((a, b) => b.term.length - a.term.length);
  if (applicable.length === 0) return text;
  // Mark every match first on the original text, then rebuild, so a respelling is never re-matched.
  const taken = new Array<boolean>(text.length).fill(false);
  const matches: Array<{ index: number; length: number; sayAs: string }> = [];
  let folded: string | undefined;
  const foldedText = () => (folded ??= foldAscii(text));
  for (const rule of applicable) {
    if (plainSearch && !mayOccur(text, foldedText, rule.term)) continue;
    for (const match of text.matchAll(patternFor(rule.term))) {
      const index = match.index;
      const length = match[0].length;
      if (length === 0 || taken.slice(index, index + length).some(Boolean)) continue;
      taken.fill(true, index, index + length);
      matches.push({ index, length, sayAs: rule.sayAs });
    }
  }
  if (matches.length === 0) return text;
  matches.sort((a, b) => a.index - b.index);
  let out = "";
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.index) + match.sayAs;
    at = match.index + match.length;
  }
  return out + text.slice(at);
}

/**
 * How long the text an engine reads would be: the script after the seller's dictionary (issue 26).
 * A dictionary of long respellings can turn a 6,000-character script into a far longer one, so
 * callers compare this with SPOKEN_TEXT_MAX_LENGTH before taking a credit.
 */
export function spokenTextLength(
  text: string,
  rules: readonly PronunciationRule[] | undefined,
  language: LanguageCode,
): number {
  return applyPronunciations(text, rules, language).length;
}

export { SPOKEN_TEXT_MAX_LENGTH };

/** The speech path's backstop: a text over the cap never reaches an engine (callers check first). */
export class SpokenTextTooLongError extends Error {
  readonly code = "spoken_text_too_long";
  readonly retryable = false;

  constructor(readonly length: number) {
    super(`the spoken text would be ${length} characters, over the ${SPOKEN_TEXT_MAX_LENGTH} cap`);
    this.name = "SpokenTextTooLongError";
  }
}
