import type { LanguageCode } from "../../../shared/catalog/languages";
import { LATIN_LANGUAGES, LETTER_HINTS, STOP_WORDS, type LatinLanguage } from "./stop-words";

/** One of our 8 languages, or "other" for text we can tell is none of them (Cyrillic, Hangul…). */
export type DetectedLanguage = LanguageCode | "other";

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;
const LATIN_WORD = /[\p{Script=Latin}]+/gu;

/**
 * A CJK character carries about as much as a short Latin word, so it is weighted up when
 * deciding which script dominates mixed text like "Bluetooth 5.3対応のイヤホン".
 */
const CJK_WEIGHT = 2;
const CJK_SHARE_THRESHOLD = 0.4;
/** Chinese copy may borrow a lone "の"; Japanese sentences always carry far more kana. */
const KANA_SHARE_FOR_JAPANESE = 0.1;
const MAX_SAMPLE_CHARS = 3000;

/**
 * Best guess at the language of a short text, or undefined when the text gives no clear signal
 * (no letters, or Latin words without any tell-tale function word). Deliberately conservative:
 * callers treat "undefined" with context, and a wrong guess only costs a left-out sentence.
 */
export function detectLanguage(input: string): DetectedLanguage | undefined {
  // A few thousand characters decide as well as a whole page, at a fraction of the cost.
  const text = input.slice(0, MAX_SAMPLE_CHARS);
  const letters = count(text, LETTER);
  if (letters === 0) return undefined;
  const kana = count(text, KANA);
  const han = count(text, HAN);
  const latin = count(text, LATIN);
  const cjk = kana + han;

  if (cjk > 0 && (cjk * CJK_WEIGHT) / (cjk * CJK_WEIGHT + latin) >= CJK_SHARE_THRESHOLD) {
    return kana / cjk >= KANA_SHARE_FOR_JAPANESE ? "ja" : "zh";
  }
  // Letters that are neither Latin nor CJK (Cyrillic, Hangul, Arabic…): none of ours.
  if (letters - latin - cjk > latin) return "other";
  return detectLatinLanguage(text);
}

/** Whether the text contains any Han or kana character. */
export function hasCjk(text: string): boolean {
  return count(text, KANA) + count(text, HAN) > 0;
}

/**
 * May this text be read by the target language's voice? A clear detection decides; an unclear
 * one follows the surrounding context (the whole details text, or the page's language), except
 * that a Japanese or Chinese voice never gets text without a single CJK character.
 */
export function isSpeakableIn(text: string, target: LanguageCode, context: DetectedLanguage | undefined): boolean {
  const detected = detectLanguage(text);
  // Kanji-only phrases ("最大36時間") are as Japanese as Chinese; a Japanese page settles it.
  if (detected === "zh" && target === "ja" && context === "ja") return true;
  if (detected !== undefined) return detected === target;
  if ((target === "ja" || target === "zh") && !hasCjk(text)) return false;
  return context === undefined || context === target;
}

/** Primary subtag of a BCP 47 tag ("de-DE" → "de") if it is one of ours, else "other". */
export function languageFromTag(tag: string | undefined): DetectedLanguage | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (!primary) return undefined;
  const ours: readonly string[] = ["en", "es", "fr", "de", "it", "pt", "ja", "zh"];
  return ours.includes(primary) ? (primary as LanguageCode) : "other";
}

/**
 * How many languages list each stop word: "la" (es, fr, it) counts a third for each, so shared
 * words cannot outvote the words that only one language uses.
 */
const STOP_WORD_SPREAD = new Map<string, number>();
for (const language of LATIN_LANGUAGES) {
  for (const word of STOP_WORDS[language]) STOP_WORD_SPREAD.set(word, (STOP_WORD_SPREAD.get(word) ?? 0) + 1);
}
const MIN_LEAD = 0.75;

function detectLatinLanguage(text: string): LatinLanguage | undefined {
  const scores: Record<LatinLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 };
  const tokens = text.toLowerCase().match(LATIN_WORD) ?? [];
  for (const token of tokens) {
    for (const language of LATIN_LANGUAGES) {
      if (STOP_WORDS[language].has(token)) scores[language] += 1 / (STOP_WORD_SPREAD.get(token) ?? 1);
    }
    for (const hint of LETTER_HINTS) {
      if (!hint.pattern.test(token)) continue;
      for (const [language, weight] of Object.entries(hint.weights)) {
        scores[language as LatinLanguage] += weight;
      }
    }
  }
  const ranked = LATIN_LANGUAGES.map((language) => ({ language, score: scores[language] })).sort(
    (a, b) => b.score - a.score,
  );
  const best = ranked[0];
  const second = ranked[1];
  if (!best || best.score < 1) return undefined;
  // A near tie is no answer; a lead built from words only one language uses is.
  if (second && best.score - second.score < MIN_LEAD) return undefined;
  return best.language;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
