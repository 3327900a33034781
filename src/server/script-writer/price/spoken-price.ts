import type { LanguageCode } from "../../../shared/catalog/languages";
import { CURRENCY_WORDS, ENGLISH_MINOR_UNITS, WHOLE_UNIT_CURRENCIES, type CurrencyWords } from "./currency-words";
import { intlCurrencyWords, intlMinorDigits } from "./intl-currency-words";

export const DECIMAL_SEPARATOR: Record<LanguageCode, string> = {
  en: ".",
  es: ",",
  fr: ",",
  de: ",",
  it: ",",
  pt: ",",
  ja: ".",
  zh: ".",
};

/** Beyond this a "price" is a parsing accident (a product code read as a number), not a price. */
const MAX_AMOUNT = 1_000_000_000;

/**
 * A price as a voice should read it, with its currency named in the target language:
 * en "24 US dollars and 99 cents", fr "24,99 euros", de "24,99 Euro", ja "2480円", zh "199元".
 * Returns undefined when the amount or currency is unusable: a price without its currency
 * would be misleading, so callers leave the price out instead. Every currency is words, never
 * letters: our table first, then ICU's names for any other ISO 4217 code (decision 096).
 */
export function formatSpokenPrice(
  amount: number,
  currency: string | undefined,
  language: LanguageCode,
): string | undefined {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0 || amount >= MAX_AMOUNT) {
    return undefined;
  }
  if (typeof currency !== "string") return undefined;
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;

  const words = CURRENCY_WORDS[code]?.[language] ?? intlCurrencyWords(code, language);
  if (words === undefined) return undefined;
  const wholeUnits = WHOLE_UNIT_CURRENCIES.has(code) || intlMinorDigits(code) === 0;
  const totalMinor = wholeUnits ? Math.round(amount) * 100 : Math.round(amount * 100);
  const major = Math.floor(totalMinor / 100);
  const minor = totalMinor % 100;
  if (major === 0 && minor === 0) return undefined;

  const unit = pick(words, isOne(language, major, minor));
  const joiner = language === "ja" || language === "zh" ? "" : " ";

  const minorUnit = ENGLISH_MINOR_UNITS[code];
  if (language === "en" && minorUnit && major > 0 && minor > 0) {
    const majorUnit = pick(words, major === 1);
    return `${major} ${majorUnit} and ${minor} ${minor === 1 ? minorUnit[0] : minorUnit[1]}`;
  }
  const figure = minor > 0 ? `${major}${DECIMAL_SEPARATOR[language]}${String(minor).padStart(2, "0")}` : `${major}`;
  return `${figure}${joiner}${unit}`;
}

/** A decimal as the language writes it (4.5 → "4,5" in German), without trailing zeros. */
export function formatDecimal(value: number, maxDecimals: number, language: LanguageCode): string {
  let fixed = value.toFixed(maxDecimals);
  if (fixed.includes(".")) fixed = fixed.replace(/0+$/, "").replace(/\.$/, "");
  return fixed.replace(".", DECIMAL_SEPARATOR[language]);
}

/** French uses the singular below two ("1,50 euro"); the others only for exactly one. */
function isOne(language: LanguageCode, major: number, minor: number): boolean {
  if (language === "fr") return major < 2;
  return major === 1 && minor === 0;
}

function pick(words: CurrencyWords, one: boolean): string {
  if (typeof words === "string") return words;
  return one ? words[0] : words[1];
}
