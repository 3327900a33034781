/**
 * How long a script takes to read aloud. Spaced languages are counted in words; Japanese and
 * Chinese in characters, since a word count means nothing without spaces. Zod-free, so the
 * browser can show the same estimate as the server uses for its length targets.
 */

/** About 150 words a minute, the pace of product narration. */
const WORDS_PER_SECOND = 2.5;
/** Japanese narration runs at about 350 characters a minute, Chinese at about 270. */
const CJK_CHARS_PER_SECOND: Record<string, number> = { ja: 6, zh: 4.5 };

const CJK_CHAR = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\p{Script=Han}]/gu;

export function estimateSpeechSeconds(text: string, language: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  // Latin words inside Japanese or Chinese ("Bluetooth 5.3") still take a word's time.
  const words = text
    .replace(CJK_CHAR, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const charsPerSecond = CJK_CHARS_PER_SECOND[language] ?? CJK_CHARS_PER_SECOND.ja!;
  return words / WORDS_PER_SECOND + cjk / charsPerSecond;
}
