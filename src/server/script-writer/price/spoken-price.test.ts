import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../shared/catalog/languages";
import { CURRENCY_WORDS } from "./currency-words";
import { formatDecimal, formatSpokenPrice } from "./spoken-price";

describe("formatSpokenPrice", () => {
  it.each([
    [24.99, "USD", "en", "24 US dollars and 99 cents"],
    [25, "USD", "en", "25 US dollars"],
    [1, "USD", "en", "1 US dollar"],
    [1.01, "USD", "en", "1 US dollar and 1 cent"],
    [0.99, "USD", "en", "0.99 US dollars"],
    [12.5, "GBP", "en", "12 British pounds and 50 pence"],
    [19.9, "CHF", "en", "19.90 Swiss francs"],
    [24.99, "EUR", "fr", "24,99 euros"],
    [1.5, "EUR", "fr", "1,50 euro"],
    [24.99, "EUR", "de", "24,99 Euro"],
    [24.99, "EUR", "es", "24,99 euros"],
    [24.99, "EUR", "it", "24,99 euro"],
    [649.9, "BRL", "pt", "649,90 reais"],
    [1, "BRL", "pt", "1 real"],
    [49.99, "CAD", "de", "49,99 kanadische Dollar"],
    [2480, "JPY", "ja", "2480円"],
    [2479.6, "JPY", "ja", "2480円"],
    [199, "CNY", "zh", "199元"],
    [2480, "JPY", "zh", "2480日元"],
    [24.99, "USD", "ja", "24.99米ドル"],
    [999, "TWD", "zh", "999新台币"],
    [15000, "KRW", "en", "15000 South Korean won"],
  ] as const)("%s %s in %s → %s", (amount, currency, language, expected) => {
    expect(formatSpokenPrice(amount, currency, language)).toBe(expected);
  });

  it("accepts lower-case and padded codes", () => {
    expect(formatSpokenPrice(10, " usd ", "en")).toBe("10 US dollars");
  });

  it("says any other ISO 4217 code as the currency's name in words, never letter by letter (decision 096)", () => {
    expect(formatSpokenPrice(131990, "KZT", "it")).toBe("131990 tenge kazaki");
    expect(formatSpokenPrice(131990, "KZT", "en")).toBe("131990 Kazakhstani tenges");
    expect(formatSpokenPrice(24.99, "ZAR", "de")).toBe("24,99 südafrikanische Rand");
    expect(formatSpokenPrice(100, "ZAR", "ja")).toBe("100南アフリカランド");
    expect(formatSpokenPrice(100, "ZAR", "zh")).toBe("100南非兰特");
    expect(formatSpokenPrice(1, "NOK", "es")).toBe("1 corona noruega");
  });

  it("speaks every active ISO 4217 code in words in every language", () => {
    for (const code of Intl.supportedValuesOf("currency")) {
      for (const language of LANGUAGE_CODES) {
        const spoken = formatSpokenPrice(1234.5, code, language);
        if (spoken === undefined) continue;
        expect(spoken, `${code} ${language}`).not.toMatch(/\b[A-Z] [A-Z] [A-Z]\b|undefined|NaN/);
        expect(spoken, `${code} ${language}`).not.toContain(code);
        expect(spoken, `${code} ${language}`).toMatch(/\p{L}{2}|\p{Script=Han}/u);
      }
    }
  });

  it("leaves out a code that is no currency rather than spelling it", () => {
    expect(formatSpokenPrice(24.99, "QQQ", "en")).toBeUndefined();
  });

  it.each([
    [24.99, undefined],
    [24.99, ""],
    [24.99, "US$"],
    [24.99, "DOLLARS"],
    [Number.NaN, "USD"],
    [Number.POSITIVE_INFINITY, "USD"],
    [-5, "USD"],
    [0, "USD"],
    [0.001, "USD"],
    [5e12, "USD"],
  ])("omits the price for amount %s and currency %s", (amount, currency) => {
    expect(formatSpokenPrice(amount, currency, "en")).toBeUndefined();
  });

  it("names every listed currency in every language", () => {
    for (const code of Object.keys(CURRENCY_WORDS)) {
      for (const language of LANGUAGE_CODES) {
        const spoken = formatSpokenPrice(1234.5, code, language);
        expect(spoken, `${code} ${language}`).toMatch(/^123[45]/);
        expect(spoken).not.toMatch(/undefined|NaN|[A-Z] [A-Z] [A-Z]/);
      }
    }
    expect(Object.keys(CURRENCY_WORDS)).toEqual(
      expect.arrayContaining([
        "USD",
        "EUR",
        "GBP",
        "JPY",
        "CNY",
        "TWD",
        "CAD",
        "AUD",
        "CHF",
        "BRL",
        "MXN",
        "INR",
        "RUB",
        "PLN",
        "SEK",
        "KRW",
      ]),
    );
  });
});

describe("formatDecimal", () => {
  it("uses the language's separator and drops trailing zeros", () => {
    expect(formatDecimal(4.6, 1, "de")).toBe("4,6");
    expect(formatDecimal(4.0, 1, "en")).toBe("4");
    expect(formatDecimal(100, 1, "fr")).toBe("100");
    expect(formatDecimal(10, 0, "en")).toBe("10");
  });
});
