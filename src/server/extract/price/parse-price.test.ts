import { describe, expect, it } from "vitest";
import { currencyFromHints, currencyFromSymbol, normaliseCurrencyCode, type CurrencyHints } from "./currency";
import { parseAmount, parsePriceText, parseStructuredAmount } from "./parse-price";

const none: CurrencyHints = { regions: [] };
const hints = (regions: string[], language?: string): CurrencyHints => ({ regions, language });

describe("parseAmount", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1,234.56", 1234.56],
    ["1 234,56", 1234.56],
    ["1\u00a0234,56", 1234.56],
    ["1'299.50", 1299.5],
    ["12,99", 12.99],
    ["12.5", 12.5],
    ["1,320", 1320],
    ["2.190", 2190],
    ["229.990", 229990],
    ["1.234.567", 1234567],
    ["0.750", 0.75],
    ["5100.0", 5100],
  ])("reads %s as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("keeps three decimals for currencies that have them", () => {
    expect(parseAmount("1.250", "KWD")).toBe(1.25);
  });
});

describe("parseStructuredAmount", () => {
  it("reads machine numbers with a decimal point", () => {
    expect(parseStructuredAmount("19.99")).toBe(19.99);
    expect(parseStructuredAmount(54.5)).toBe(54.5);
    expect(parseStructuredAmount("2.190", "CLP")).toBe(2190);
    expect(parseStructuredAmount("2.190", "EUR")).toBe(2.19);
  });

  it("takes the first amount from display text", () => {
    expect(parseStructuredAmount("499€499€499")).toBe(499);
    expect(parseStructuredAmount("$12.99 - $15.99")).toBe(12.99);
    expect(parseStructuredAmount("n/a")).toBeUndefined();
    expect(parseStructuredAmount(null)).toBeUndefined();
  });
});

describe("parsePriceText", () => {
  it.each([
    ["Now £1,299.00", none, 1299, "GBP"],
    ["53,11 €", none, 53.11, "EUR"],
    ["€ 1.234,56", none, 1234.56, "EUR"],
    ["GBP 11.19", none, 11.19, "GBP"],
    ["352 BYN", none, 352, "BYN"],
    ["R$ 1.759,99", none, 1759.99, "BRL"],
    ["NT$2,320", none, 2320, "TWD"],
    ["CA$249.99", none, 249.99, "CAD"],
    ["2,900원~", none, 2900, "KRW"],
    ["1,320 円 (税込)", none, 1320, "JPY"],
    ["￥1,320", hints(["jp"], "ja"), 1320, "JPY"],
    ["¥99", hints([], "zh"), 99, "CNY"],
    ["1 299 zł", none, 1299, "PLN"],
    ["1 299 Kč", none, 1299, "CZK"],
    ["270,00 Kn", none, 270, "HRK"],
    ["352,00 руб.", hints(["by"]), 352, "BYN"],
    ["1 299 руб.", hints(["ru"]), 1299, "RUB"],
    ["₹949", none, 949, "INR"],
    ["$229.990", hints(["cl"]), 229990, "CLP"],
    ["$15", hints(["ca"]), 15, "CAD"],
    ["$15", none, 15, "USD"],
    ["199 kr", hints(["no"]), 199, "NOK"],
    ["2320 元", hints(["tw"]), 2320, "TWD"],
    ["CHF 2.25", none, 2.25, "CHF"],
  ])("reads %j", (text, h, amount, currency) => {
    expect(parsePriceText(text, h)).toEqual({ amount, currency });
  });

  it("returns a bare amount only when allowed", () => {
    expect(parsePriceText("Only 12.99 today", none)).toEqual({ amount: 12.99 });
    expect(parsePriceText("Only 12.99 today", none, { requireCurrency: true })).toBeUndefined();
  });

  it("prefers an amount that has a currency next to it", () => {
    expect(parsePriceText("Qty 2 – total €19.98", none)).toEqual({ amount: 19.98, currency: "EUR" });
  });

  it("ignores three-letter words that are not currencies", () => {
    expect(parsePriceText("NEW 12.99", none)).toEqual({ amount: 12.99 });
  });
});

describe("currency helpers", () => {
  it("normalises codes and legacy aliases", () => {
    expect(normaliseCurrencyCode("eur")).toBe("EUR");
    expect(normaliseCurrencyCode("RUR")).toBe("RUB");
    expect(normaliseCurrencyCode("XYZ")).toBeUndefined();
  });

  it("resolves ambiguous signs with the page's region and language", () => {
    expect(currencyFromSymbol("$", hints(["au"]))).toBe("AUD");
    expect(currencyFromSymbol("$", hints(["mx"]))).toBe("MXN");
    expect(currencyFromSymbol("¥", hints(["cn"]))).toBe("CNY");
    expect(currencyFromSymbol("¥", hints([], "ja"))).toBe("JPY");
    expect(currencyFromSymbol("kr", hints(["dk"]))).toBe("DKK");
    expect(currencyFromSymbol("Rs.", hints(["pk"]))).toBe("PKR");
  });

  it("falls back to the region's, then the language's currency", () => {
    expect(currencyFromHints(hints(["gb"]))).toBe("GBP");
    expect(currencyFromHints(hints([], "pl"))).toBe("PLN");
    expect(currencyFromHints(hints([]))).toBeUndefined();
  });
});
