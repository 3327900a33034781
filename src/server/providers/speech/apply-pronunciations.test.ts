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
});
