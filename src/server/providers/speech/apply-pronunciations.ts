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
 * The text an engine should read: each entry for this language (or for all) replaced by its
 * respelling. Longer terms win where terms overlap ("Air Max 90" before "Air"); replaced text is
 * never matched again.
 */
export function applyPronunciations(
  text: string,
  rules: readonly PronunciationRule[] | undefined,
  language: LanguageCode,
): string {
  const applicable = (rules ?? [])
    .filter((rule) => rule.term.trim() && (rule.language == null || rule.language === language))
    .sort((a, b) => b.term.length - a.term.length);
  if (applicable.length === 0) return text;
  // Mark every match first on the original text, then rebuild, so a respelling is never re-matched.
  const taken = new Array<boolean>(text.length).fill(false);
  const matches: Array<{ index: number; length: number; sayAs: string }> = [];
  for (const rule of applicable) {
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
