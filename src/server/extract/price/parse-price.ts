import { currencyFromSymbol, normaliseCurrencyCode, ZERO_DECIMAL_CURRENCIES, type CurrencyHints } from "./currency";

export type ParsedPrice = { amount: number; currency?: string };

// Signs and local words shops print next to an amount. Longer forms come first so "R$" wins
// over "$" and "руб." over "р.".
const SYMBOLS =
  "(?:[A-Z]{1,3}\\s?\\$|\\$|€|£|₹|₨|₽|¥|￥|円|元|₩|원|₪|ש״ח|₺|฿|₫|₴|₸|₦|₱|zł|Kč|Ft|lei|лв\\.?|грн\\.?|руб\\.?|р\\.|" +
  "Br\\b|тенге|тг\\.?|[kK]r\\.?|[kK]n\\b|Fr\\.|RM\\b|Rp\\.?|Rs\\.?|SR\\b|TL\\b|ر\\.س|ريال|د\\.إ|درهم|\\b[A-Z]{3}\\b)";
// An amount: grouped thousands (1.234,56 / 1,234.56 / 1 234,56 / 1'234.50) or plain digits.
const NUMBER = "\\d{1,3}(?:[\\s\\u00a0\\u202f\\u2009.,'’]\\d{3})+(?:[.,]\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,2})?(?!\\d)";
const TOKENS = new RegExp(`(${SYMBOLS})|(${NUMBER})`, "gu");

/**
 * Reads an amount written for people, in any common locale: "1.234,56", "1,234.56", "1 234,56",
 * "2,900", "12,99". A lone separator followed by exactly three digits is read as a thousands
 * separator (prices with three decimals are rare), except for currencies with three decimals.
 */
export function parseAmount(raw: string, currency?: string): number | undefined {
  const s = raw.replace(/[\s\u00a0\u202f\u2009'’]/g, "").replace(/[^\d.,-]/g, "");
  if (!/\d/.test(s)) return undefined;
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normalised = lastDot > lastComma ? s.replace(/,/g, "") : s.replace(/\./g, "").replace(",", ".");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const parts = s.split(sep);
    const tail = parts[parts.length - 1] ?? "";
    const threeDecimals = currency && ["KWD", "BHD", "OMR", "JOD", "TND", "IQD"].includes(currency);
    const thousands = parts.length > 2 || (tail.length === 3 && !threeDecimals && !/^0+$/.test(parts[0] ?? ""));
    normalised = thousands ? parts.join("") : parts.join(".");
  } else {
    normalised = s;
  }
  const n = Number.parseFloat(normalised);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Reads a price from machine-readable markup (JSON-LD, microdata, meta). These should use "." as
 * the decimal point, but shops also write "1.234,56" or "$12.99"; those fall back to parseAmount.
 */
export function parseStructuredAmount(value: unknown, currency?: string): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const s = value.trim();
  // "2.190" for a currency without minor units means two thousand one hundred ninety.
  if (/^\d{1,3}(\.\d{3})+$/.test(s) && currency && ZERO_DECIMAL_CURRENCIES.has(currency))
    return Number(s.replace(/\./g, ""));
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  // Display text ("499€499€", "$12.99 - $15.99"): the first amount in it.
  const first = new RegExp(NUMBER, "u").exec(s);
  return first ? parseAmount(first[0], currency) : undefined;
}

/** Finds the first price in a line of text ("Now £1,299.00", "2,900원~", "53,11 €"). */
export function parsePriceText(
  text: string,
  hints: CurrencyHints,
  options: { requireCurrency?: boolean } = {},
): ParsedPrice | undefined {
  const tokens: { kind: "sym" | "num"; value: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(TOKENS)) {
    const value = m[0];
    const start = m.index ?? 0;
    if (m[1]) {
      // A three-letter word is a currency only if it is a known ISO code.
      if (/^[A-Z]{3}$/.test(value) && !normaliseCurrencyCode(value)) continue;
      tokens.push({ kind: "sym", value, start, end: start + value.length });
    } else {
      tokens.push({ kind: "num", value, start, end: start + value.length });
    }
  }
  let bare: ParsedPrice | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "num") continue;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const near = (o: typeof t | undefined, gap: string) => o?.kind === "sym" && /^[\s\u00a0:]{0,2}$/.test(gap);
    let symbol: string | undefined;
    if (before && near(before, text.slice(before.end, t.start))) symbol = before.value;
    else if (after && near(after, text.slice(t.end, after.start))) symbol = after.value;
    const currency = symbol ? currencyFromSymbol(symbol, hints) : undefined;
    const amount = parseAmount(t.value, currency ?? hints.declared);
    if (amount === undefined) continue;
    if (currency) return { amount, currency };
    bare ??= { amount };
  }
  return options.requireCurrency ? undefined : bare;
}
