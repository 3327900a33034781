import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../shared/catalog/languages";
import { fold } from "./fold";
import { readKanjiNumber, readNumberWords } from "./number-words";
import { readQuantities } from "./quantities";

const spelled = (text: string, language: LanguageCode) =>
  readNumberWords(fold(text).split(/[\s-]+/), 0, language)?.value;

describe("number words", () => {
  it.each([
    ["forty", "en", 40],
    ["one hundred and twenty-five", "en", 125],
    ["ciento veintinueve", "es", 129],
    ["quatre-vingt-dix-neuf", "fr", 99],
    ["soixante-dix", "fr", 70],
    ["einundzwanzig", "de", 21],
    ["zweihundertfünfzig", "de", 250],
    ["zweiteiliges", "de", 2],
    ["ventitré", "it", 23],
    ["duemilacinquecento", "it", 2500],
    ["quarenta e cinco", "pt", 45],
  ] as [string, LanguageCode, number][])("%s (%s) is %d", (text, language, value) => {
    expect(spelled(text, language)).toBe(value);
  });

  it("reads kanji numerals", () => {
    expect(readKanjiNumber("四十")).toBe(40);
    expect(readKanjiNumber("二千五百")).toBe(2500);
    expect(readKanjiNumber("一万")).toBe(10_000);
  });
});

describe("readQuantities", () => {
  const one = (text: string, language: LanguageCode | "any") => {
    const found = readQuantities(fold(text), language);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it("reads a unit in any of its forms, with its dimension and factor", () => {
    for (const [text, language] of [
      ["40 h", "en"],
      ["40 hours", "en"],
      ["forty hours", "en"],
      ["40 Stunden", "de"],
      ["40時間", "ja"],
      ["40小时", "zh"],
    ] as [string, LanguageCode][]) {
      const q = one(text, language);
      expect(q.values[0]! * (q.meanings?.[0]?.kind === "unit" ? q.meanings[0].factor : 0)).toBe(144_000);
    }
  });

  it("reads prices as the writer says them", () => {
    expect(one("24 US dollars and 99 cents", "en").values[0]).toBeCloseTo(24.99);
    expect(one("129,99 €", "fr").values[0]).toBeCloseTo(129.99);
    expect(one("€129.99", "en").meanings).toEqual([{ kind: "currency", codes: ["EUR"] }]);
    expect(one("270 H R K", "en").meanings).toEqual([{ kind: "currency", codes: ["HRK"] }]);
    expect(one("2480円", "ja").meanings).toEqual([{ kind: "currency", codes: ["JPY"] }]);
  });

  it("keeps both readings of an ambiguous notation and the precision shown", () => {
    expect(one("1.500 ml", "any").values).toEqual([1500, 1.5]);
    expect(one("21.6 cm", "en").halfStep).toBeCloseTo(0.05);
    expect(one("2h30", "any").values[0]).toBeCloseTo(2.5);
  });

  it("reads ratings out of a best value", () => {
    expect(one("4.5 out of 5", "en")).toMatchObject({ values: [4.5], best: 5 });
    expect(one("評価は5点満点中4.6点", "ja")).toMatchObject({ values: [4.6], best: 5 });
  });

  it("leaves codes and prepositions alone", () => {
    expect(readQuantities(fold("the RT628B model"), "en")).toEqual([]);
    expect(readQuantities(fold("a 2 in 1 tool"), "en").every((q) => !q.meanings)).toBe(true);
  });
});
