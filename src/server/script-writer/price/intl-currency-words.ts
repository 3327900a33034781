import type { LanguageCode } from "../../../shared/catalog/languages";
import type { CurrencyWords } from "./currency-words";

/** Every ISO 4217 code Node's ICU knows (about 160): the codes a price may be spoken in. */
const KNOWN_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));
const cache = new Map<string, CurrencyWords | undefined>();

/**
 * A currency's name in words for codes outside our hand-written table (KZT → "tenge kazaki" in
 * Italian, "哈萨克斯坦坚戈" in Chinese), from ICU's own CLDR names through Intl.NumberFormat, which
 * also gives the plural form. A code ICU does not know has no words: the caller leaves the
 * price out rather than spelling letters. Decision 096.
 */
export function intlCurrencyWords(code: string, language: LanguageCode): CurrencyWords | undefined {
  const key = `${code}|${language}`;
  if (cache.has(key)) return cache.get(key);
  const words = KNOWN_CODES.has(code) ? readNames(code, language) : undefined;
  cache.set(key, words);
  return words;
}

function readNames(code: string, language: LanguageCode): CurrencyWords | undefined {
  const name = (amount: number) => {
    const format = new Intl.NumberFormat(language, { style: "currency", currency: code, currencyDisplay: "name" });
    const raw = format
      .formatToParts(amount)
      .filter((part) => part.type === "currency")
      .map((part) => part.value)
      .join(" ");
    return tidy(raw, language);
  };
  const one = name(1);
  const other = name(2);
  // ICU falls back to the code itself where CLDR has no name in that language.
  if (!one || !other || one.includes(code) || other.includes(code)) return undefined;
  return one === other ? other : [one, other];
}

function tidy(raw: string, language: LanguageCode): string {
  let name = raw
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // After a number German writes the adjective in lower case ("24,99 kasachische Tenge"),
  // Portuguese the whole name ("tenges cazaques").
  if (language === "de")
    name = name.replace(/^(\p{Lu})(\p{Ll}+(?:e|er|es)\s)/u, (_, a: string, b: string) => a.toLowerCase() + b);
  if (language === "pt" || language === "es" || language === "fr" || language === "it") {
    name = name.replace(/^\p{Lu}(?=\p{Ll})/u, (a) => a.toLowerCase());
  }
  if (language === "ja") name = name.replace(/(?<=[\u30a0-\u30ff])\s+(?=[\u30a0-\u30ff])/gu, "");
  return name;
}

/** How many minor digits ICU prices the currency in (0 for JPY, KRW, CLP, ISK…). */
export function intlMinorDigits(code: string): number | undefined {
  if (!KNOWN_CODES.has(code)) return undefined;
  return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
}
