import type { LanguageCode } from "../../../shared/catalog/languages";
import { detectLanguage } from "./detect-language";
import { isLatinLanguage, latinWordVerdict } from "./vocabulary";

/**
 * Words a voice of one language would read as another's: a word in another script (Cyrillic in
 * an Italian script, kana in a Chinese one) or a Latin word our vocabularies place in another
 * language ("Montre" in an English script). Brand and model tokens are nobody's words and pass,
 * as do numbers, codes with digits, short acronyms and a few international technical terms.
 * A Latin word we cannot place (a proper name, a rare word) is given the benefit of the doubt.
 * Decision 095.
 */
const WORD_CHAR = String.raw`[[\p{L}\p{M}\p{N}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]]`;
const TOKEN = new RegExp(
  String.raw`\p{Script=Han}+|[\p{Script=Hiragana}\p{Script=Katakana}ー]+|${WORD_CHAR}+(?:['’\-.]${WORD_CHAR}+)*`,
  "gv",
);
const INTERNATIONAL = new Set(
  "bluetooth wi-fi wifi usb usb-c hdmi led lcd oled nfc gps ok app smart online".split(" "),
);
const HAN = /^\p{Script=Han}+$/u;
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
const LATIN = /^[\p{Script=Latin}\p{M}\p{N}'’\-.]+$/u;

export type Allowed = ReadonlySet<string>;

/** Brand and model words, lower-cased, that may stand in any language's script. */
export function allowedTokens(...names: (string | undefined)[]): Set<string> {
  const allowed = new Set<string>();
  for (const name of names) {
    for (const [token] of (name ?? "").matchAll(TOKEN)) allowed.add(token.toLocaleLowerCase());
  }
  return allowed;
}

/** A token that names a model rather than a word: letters with digits, or an all-capital code. */
export function isModelToken(token: string): boolean {
  if (!LATIN.test(token)) return /\p{N}/u.test(token) && !/\p{Script=Han}|\p{Script=Katakana}/u.test(token);
  // A bare figure ("1", "1.88") is a measure or a volume number; a code has letters or 3+ digits.
  if (/^[\d.,]+$/u.test(token)) return /^\d{3,}$/u.test(token);
  // "33-inch", "1Pair": a figure glued to a word is a measure written by a shop, not a model.
  if (/\p{Ll}{3,}/u.test(token) && /\p{N}/u.test(token)) return false;
  if (/\p{N}/u.test(token)) return true;
  const letters = token.replace(/[^\p{L}]/gu, "");
  return letters.length >= 2 && letters.length <= 10 && letters === letters.toLocaleUpperCase();
}

/**
 * The words of `text` that are not the target language's own (see above), in order. Related
 * languages share words by accident ("todo" is Spanish and Portuguese), so in a sentence that
 * reads as the target language a single Latin word placed elsewhere is forgiven; another script
 * never is.
 */
export function foreignWords(text: string, target: LanguageCode, allowed: Allowed = new Set()): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    const latin: string[] = [];
    for (const [token] of sentence.matchAll(TOKEN)) {
      const verdict = tokenVerdict(token, target, allowed);
      if (verdict === "script") found.push(token);
      else if (verdict === "word") latin.push(token);
    }
    if (latin.length === 1 && detectLanguage(sentence) === target) continue;
    found.push(...latin);
  }
  return found;
}

/** How many word tokens the text has (the denominator of a foreign-word rate). */
export function countTokens(text: string): number {
  return [...text.matchAll(TOKEN)].length;
}

/** "script" for a word in another script, "word" for a Latin word of another language, else undefined. */
function tokenVerdict(token: string, target: LanguageCode, allowed: Allowed): "script" | "word" | undefined {
  return isForeignToken(token, target, allowed)
    ? LATIN.test(token) && isLatinLanguage(target)
      ? "word"
      : "script"
    : undefined;
}

function isForeignToken(token: string, target: LanguageCode, allowed: Allowed): boolean {
  const lower = token.toLocaleLowerCase();
  if (!/\p{L}/u.test(token) || allowed.has(lower) || INTERNATIONAL.has(lower)) return false;
  // A lone letter ("T-Shirt", "Tシャツ", "A/B") is read as a letter in every language.
  if (/^\p{Script=Latin}$/u.test(token)) return false;
  if (HAN.test(token)) return target !== "ja" && target !== "zh";
  if (KANA.test(token)) return target !== "ja";
  if (!LATIN.test(token)) return true;
  if (isModelToken(token)) return false;
  if (!isLatinLanguage(target)) return true;
  // Elided forms are judged by their word: "l'orologio", "dell'anno", "d'un".
  const parts = lower.split(/['’-]/u).filter((p) => p.length > 0);
  return (
    parts.some((part) => latinWordVerdict(part, target) === "foreign") &&
    !parts.every((part) => latinWordVerdict(part, target) === "native")
  );
}
