import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../shared/catalog/languages";
import { commonWordsOf, isNameWord, lineWords } from "./line-name";
import { spokenSubject } from "./spoken-name";

const AURORA = { name: "Aurora Pro Wireless Headphones", brand: "Lumen Audio" };

describe("line names kept in every language (issue 25, decision 106)", () => {
  it("keeps the brand and the line name, drops the generic words", () => {
    expect(spokenSubject(AURORA, "es")?.acc).toBe("los auriculares Lumen Audio Aurora Pro");
    expect(spokenSubject(AURORA, "fr")?.acc).toBe("les écouteurs Lumen Audio Aurora Pro");
    expect(spokenSubject(AURORA, "it")?.acc).toBe("le cuffie Lumen Audio Aurora Pro");
    expect(spokenSubject(AURORA, "pt")?.acc).toBe("os fones de ouvido Lumen Audio Aurora Pro");
    expect(spokenSubject(AURORA, "de")?.acc).toBe("die Kopfhörer Lumen Audio Aurora Pro");
    expect(spokenSubject(AURORA, "ja")?.acc).toBe("Lumen Audio Aurora Pro イヤホン");
    expect(spokenSubject(AURORA, "zh")?.acc).toBe("Lumen Audio Aurora Pro耳机");
  });

  it("says the whole line name in all 8 languages and never 'Wireless' outside English", () => {
    for (const language of LANGUAGE_CODES) {
      const said = spokenSubject(AURORA, language)?.acc ?? "";
      expect(said, language).toContain("Aurora Pro");
      expect(said, language).toContain("Lumen Audio");
      if (language !== "en") expect(said, language).not.toContain("Wireless");
    }
  });

  it("starts the line after the brand where the name says it, and stops at a generic word or punctuation", () => {
    expect(lineWords("Belkin SoundForm Elite Smart Speaker - Black", "Belkin")).toEqual(["SoundForm", "Elite"]);
    expect(lineWords("GANT Akron Leather Chelsea Boot, Cognac", "GANT")).toEqual(["Akron"]);
    expect(lineWords("Orange Crush 12 Amplificatore Combo", "Orange")).toEqual(["Crush", "12"]);
    expect(lineWords("Montre Casio PRO TREK PRW-3100YB-1ER - Montre", "Casio")).toEqual([
      "PRO",
      "TREK",
      "PRW-3100YB-1ER",
    ]);
    expect(lineWords("Casio, Uhr", "Casio")).toEqual([]);
    // The figure of a measure is the measure's, not the line's.
    expect(lineWords("ZARA SEOUL 100 ML (3.4 FL. OZ)", "ZARA")).toEqual(["SEOUL"]);
    expect(lineWords("Zara Seoul 100ml", "Zara")).toEqual(["Seoul"]);
    // A descriptive English noun ends the run: it is the product's kind, not its line.
    expect(lineWords("Sealy Soybean Nature Couture Crib Mattress", "Sealy")).toEqual(["Soybean"]);
  });

  it("tells names from generic words", () => {
    for (const word of ["Wireless", "Automatic", "Leather", "Charging", "Cordless", "Erfrischende", "Kitchen"]) {
      expect(isNameWord(word), word).toBe(false);
    }
    for (const word of ["Aurora", "SoundForm", "Akron", "Penhook"]) expect(isNameWord(word), word).toBe(true);
    // A word the page itself writes in lower case is one of its common words.
    expect(isNameWord("Nimbus", commonWordsOf("A soft nimbus of light."))).toBe(false);
  });

  it("keeps no lone unknown word without a brand: it may be a word of a language we don't know", () => {
    expect(lineWords("Ortopedski ulošci po mjeri", undefined)).toEqual([]);
  });
});
