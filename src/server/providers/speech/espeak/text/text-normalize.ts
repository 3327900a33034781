import type { LanguageCode } from "../../../../../shared/catalog/languages";
import { chineseNumber, chineseYear, japaneseNumber } from "./cjk-numbers";
import {
  AND_WORD,
  BY_WORD,
  CURRENCY_WORDS,
  type CurrencyCode,
  inflect,
  JAPANESE_CENTS,
  UNIT_WORDS,
} from "./speech-vocabulary";

/**
 * Rewrites prices, units and symbols as words of the script's language before the
 * embedded engine reads it. espeak-ng reads plain digits well in every language, but
 * says "$24.99" as "dollar twenty-four point nine nine" and "5kg" as "five k g".
 */
export function normalizeForSpeech(text: string, language: LanguageCode): string {
  let out = compatibilityForms(text);
  out = stripThousandsSeparators(out, language);
  out = speakCurrencies(out, language);
  out = speakUnits(out, language);
  out = out.replace(/(\d)\s?[x×]\s?(?=\d)/g, `$1 ${BY_WORD[language]} `);
  out = out.replace(/\s*&\s*/g, ` ${AND_WORD[language]} `);
  if (language === "ja") out = out.replace(/\d+(?:\.\d+)?/g, (n) => japaneseNumber(n));
  if (language === "zh") {
    out = out.replace(/\d{4}(?=年)/g, (year) => chineseYear(year));
    out = out.replace(/\d+(?:\.\d+)?/g, (n) => chineseNumber(n));
  }
  // Prices are padded with spaces so "for$5" still splits; drop the padding before , and .
  return out
    .replace(/[^\S\n]+/g, " ")
    .replace(/ (?=[,.])/g, "")
    .replace(/ ?\n ?/g, "\n")
    .trim();
}

/**
 * NFKC turns full-width digits (２４８０), ￥, ℃, ㎏ and no-break spaces into the plain
 * forms the rules below expect; ² and ³ are kept so "m²" does not become "m2".
 */
function compatibilityForms(text: string): string {
  return text
    .split(/([²³])/)
    .map((part) => (part === "²" || part === "³" ? part : part.normalize("NFKC")))
    .join("")
    .replace(/[\u2009\u202f]/g, " ");
}

function stripThousandsSeparators(text: string, language: LanguageCode): string {
  switch (language) {
    case "fr":
      return text.replace(/(?<=\d) (?=\d{3}(?!\d))/g, "");
    case "de":
    case "es":
    case "it":
    case "pt":
      return text.replace(/(?<=\d)\.(?=\d{3}(?!\d))/g, "");
    default:
      return text.replace(/(?<=\d),(?=\d{3}(?!\d))/g, "");
  }
}

const CURRENCY_SYMBOLS: Record<string, CurrencyCode | "YEN_OR_YUAN"> = {
  US$: "USD",
  $: "USD",
  USD: "USD",
  "€": "EUR",
  EUR: "EUR",
  "£": "GBP",
  GBP: "GBP",
  "¥": "YEN_OR_YUAN",
  JPY: "JPY",
  円: "JPY",
  CNY: "CNY",
  RMB: "CNY",
  元: "CNY",
  R$: "BRL",
  BRL: "BRL",
};
const SYMBOL = "US\\$|R\\$|\\$|€|£|¥|USD|EUR|GBP|JPY|CNY|RMB|BRL";
const AMOUNT = "\\d+(?:[.,]\\d{1,2})?";
/** Latin letters only: a price or unit may touch Japanese or Chinese text ("重さは1.5kgです"). */
const LATIN = "\\p{Script=Latin}";
const PREFIXED_PRICE = new RegExp(`(?<![${LATIN}\\d])(${SYMBOL})\\s?(${AMOUNT})(?!\\d)`, "gu");
const SUFFIXED_PRICE = new RegExp(`(?<![\\d.,])(${AMOUNT})\\s?(${SYMBOL}|円|元)(?![${LATIN}\\d])`, "gu");

function currencyCode(symbol: string, language: LanguageCode): CurrencyCode {
  const code = CURRENCY_SYMBOLS[symbol] ?? "USD";
  // ¥ is the yuan in a Chinese script and the yen everywhere else.
  if (code === "YEN_OR_YUAN") return language === "zh" ? "CNY" : "JPY";
  return code;
}

/** "24.99" + USD → "24 dollars 99" (en), "24ドル99セント" (ja), "24.99美元" (zh). */
function speakPrice(amount: string, code: CurrencyCode, language: LanguageCode): string {
  const [integer = "0", fraction = ""] = amount.split(/[.,]/);
  const cents = fraction ? Number(fraction.padEnd(2, "0")) : 0;
  const word = CURRENCY_WORDS.get(code)?.[language] ?? code;
  if (language === "zh") return `${integer}${cents ? `.${fraction}` : ""}${inflect(word, integer, language)}`;
  if (language === "ja") {
    const tail = cents && code !== "JPY" ? `${cents}${JAPANESE_CENTS}` : "";
    return `${integer}${inflect(word, integer, language)}${tail}`;
  }
  return ` ${integer} ${inflect(word, integer, language)}${cents ? ` ${cents}` : ""} `;
}

function speakCurrencies(text: string, language: LanguageCode): string {
  return text
    .replace(PREFIXED_PRICE, (_m, symbol: string, amount: string) =>
      speakPrice(amount, currencyCode(symbol, language), language),
    )
    .replace(SUFFIXED_PRICE, (_m, amount: string, symbol: string) =>
      speakPrice(amount, currencyCode(symbol, language), language),
    );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Longest symbols first, so "mAh" wins over "m" and "kWh" over "W". */
const UNIT_PATTERN = new RegExp(
  `(?<![${LATIN}\\d.,])(\\d+(?:[.,]\\d+)?)\\s?(${[...UNIT_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?![${LATIN}\\d])`,
  "gu",
);

function speakUnits(text: string, language: LanguageCode): string {
  // Chinese puts the percentage first: 50% → 百分之50.
  const out = language === "zh" ? text.replace(/(\d+(?:\.\d+)?)\s?%/g, "百分之$1") : text;
  return out.replace(UNIT_PATTERN, (match, amount: string, symbol: string) => {
    const word = UNIT_WORDS.get(symbol)?.[language];
    if (word === undefined) return match;
    const spoken = inflect(word, amount, language);
    return language === "ja" || language === "zh" ? `${amount}${spoken}` : `${amount} ${spoken}`;
  });
}
