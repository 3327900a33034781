import { describe, expect, it } from "vitest";
import { applyPronunciations } from "./apply-pronunciations";

describe("applyPronunciations", () => {
  it("replaces whole words only", () => {
    const rules = [{ term: "Sko", sayAs: "Skoh" }];
    expect(applyPronunciations("Sko, Skoda and sko-ish Sko.", rules, "en")).toBe("Skoh, Skoda and sko-ish Skoh.");
  });

  it("matches a term with capitals exactly, a lower-case term in any case", () => {
    expect(
      applyPronunciations("DJUNGELSKOG or Djungelskog", [{ term: "DJUNGELSKOG", sayAs: "YUNG-el-skog" }], "en"),
    ).toBe("YUNG-el-skog or Djungelskog");
    expect(applyPronunciations("Ein 2-TLG Set, 2-tlg.", [{ term: "2-tlg", sayAs: "zweiteilig" }], "de")).toBe(
      "Ein zweiteilig Set, zweiteilig.",
    );
  });

  it("applies entries for the script's language and for all languages", () => {
    const rules = [
      { term: "AG", sayAs: "Aktiengesellschaft", language: "de" as const },
      { term: "XR", sayAs: "ex are", language: null },
    ];
    expect(applyPronunciations("XR AG", rules, "de")).toBe("ex are Aktiengesellschaft");
    expect(applyPronunciations("XR AG", rules, "en")).toBe("ex are AG");
  });

  it("prefers the longest term and never re-matches a respelling", () => {
    const rules = [
      { term: "Air", sayAs: "Air Max" },
      { term: "Air Max 90", sayAs: "Air Max ninety" },
    ];
    expect(applyPronunciations("Air Max 90 and Air", rules, "en")).toBe("Air Max ninety and Air Max");
  });

  it("finds terms inside Chinese and Japanese text, which has no spaces", () => {
    expect(applyPronunciations("这款宜家咖啡机", [{ term: "宜家", sayAs: "IKEA" }], "zh")).toBe("这款IKEA咖啡机");
    expect(applyPronunciations("新しいAeroBrewです", [{ term: "AeroBrew", sayAs: "エアロブリュー" }], "ja")).toBe(
      "新しいエアロブリューです",
    );
  });

  it("treats regular-expression characters in a term literally", () => {
    expect(applyPronunciations("Price (USD) now", [{ term: "(USD)", sayAs: "in dollars" }], "en")).toBe(
      "Price in dollars now",
    );
  });

  it("finds a lower-case term written with letters that fold to it (Kelvin sign, long s)", () => {
    const rules = [{ term: "sku", sayAs: "stock unit" }];
    expect(applyPronunciations("\u017F\u212AU 12 and SKU 13", rules, "en")).toBe("stock unit 12 and stock unit 13");
  });

  it("gives the same text as trying every entry's pattern, on texts built to trip a plain search", () => {
    // The reference: every applicable entry's pattern run on the text, as before decision 141.
    const everyPattern = (text: string, rules: Array<{ term: string; sayAs: string }>) =>
      applyPronunciations(text, rules, "en", { plainSearch: false });
    const alphabet = [
      "a",
      "A",
      "s",
      "S",
      "k",
      "K",
      "\u017F",
      "\u212A",
      "ß",
      "é",
      "É",
      "Σ",
      "σ",
      "ς",
      "宜",
      "家",
      "ア",
      " ",
      "-",
      "1",
      "İ",
      "ı",
      "i",
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const word = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    let replaced = 0;
    for (let round = 0; round < 80; round += 1) {
      const rules = Array.from({ length: 6 }, (_, i) => {
        const term = word(1 + random(3));
        return { term: i % 2 ? term.toLowerCase() : term, sayAs: `<${i}>` };
      }).filter((rule) => rule.term.trim());
      const text = Array.from({ length: 8 }, () => word(1 + random(4))).join(" ");
      const spoken = applyPronunciations(text, rules, "en");
      expect(spoken).toBe(everyPattern(text, rules));
      if (spoken !== text) replaced += 1;
    }
    // The texts do hold terms (in other cases and spellings), not only misses.
    expect(replaced).toBeGreaterThan(15);
  });
});
