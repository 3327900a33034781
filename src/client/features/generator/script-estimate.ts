import type { LanguageCode } from "../../../shared/catalog/language-list";

/** Speaking rates for the estimate under the script box: words a second, or characters for Japanese and Chinese. */
const WORDS_PER_SECOND = 2.5;
const CHARACTERS_PER_SECOND: Partial<Record<LanguageCode, number>> = { ja: 6, zh: 4.5 };

/**
 * About how long the script takes to speak. Japanese and Chinese are written without spaces,
 * so their length is counted in characters (punctuation and spaces left out), not words.
 */
export function estimateScript(script: string, language: LanguageCode): { words: number; seconds: number } {
  const text = script.trim();
  const words = text ? text.split(/\s+/).length : 0;
  const perCharacter = CHARACTERS_PER_SECOND[language];
  if (perCharacter) {
    const characters = text.replace(/[\s\p{P}\p{S}]/gu, "").length;
    return { words, seconds: characters === 0 ? 0 : Math.max(1, Math.round(characters / perCharacter)) };
  }
  return { words, seconds: words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_SECOND)) };
}
