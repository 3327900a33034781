/**
 * How long a script takes to read aloud. Spaced languages are counted in words; Japanese and
 * Chinese in characters, since a word count means nothing without spaces. Zod-free, so the
 * browser can show the same estimate as the server uses for its length targets.
 *
 * The rates are the embedded voice's (espeak-ng at its spec voices' 155–172 words a minute),
 * measured on built-in scripts of the corpus with their prices and figures spelled out
 * (`npx tsx bench/script-rates.ts`, issue 25): slower than the nominal rate because numbers,
 * currencies and pauses take time. Decisions 097 and 108.
 */
const WORDS_PER_SECOND: Record<string, number> = {
  en: 2.3,
  es: 2.1,
  fr: 2.25,
  de: 2.0,
  it: 2.0,
  pt: 1.85,
};
const DEFAULT_WORDS_PER_SECOND = 2.1;
/** Japanese and Chinese in characters a second (kana readings and tones take their time). */
const CJK_CHARS_PER_SECOND: Record<string, number> = { ja: 4.3, zh: 2.9 };

const CJK_CHAR = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\p{Script=Han}]/gu;

export function estimateSpeechSeconds(text: string, language: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  // Latin words inside Japanese or Chinese ("Bluetooth 5.3") still take a word's time.
  const words = text
    .replace(CJK_CHAR, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const charsPerSecond = CJK_CHARS_PER_SECOND[language] ?? CJK_CHARS_PER_SECOND.ja!;
  return words / (WORDS_PER_SECOND[language] ?? DEFAULT_WORDS_PER_SECOND) + cjk / charsPerSecond;
}
