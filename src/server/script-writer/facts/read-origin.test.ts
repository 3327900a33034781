import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../shared/catalog/languages";
import type { Fact } from "./fact-types";
import { readOrigin } from "./read-origin";
import { FACT_BOOKS } from "./say/fact-books";

const origin = (country: string) => ({ kind: "origin", country });

describe("readOrigin: where a product is made, in any language", () => {
  it.each([
    ["Made in USA", "usa"],
    ["Proudly made in the U.S.A. from imported parts", "usa"],
    ["Handcrafted in Italy by artisans", "italy"],
    ["Country of origin: China", "china"],
    ["Hergestellt in der Schweiz", "switzerland"],
    ["Made in Germany", "germany"],
    ["Herkunftsland: Deutschland", "germany"],
    ["Fabriqué au Japon", "japan"],
    ["Conçu et fabriqué en France", "france"],
    ["Hecho en México", "mexico"],
    ["Fabricado en España con algodón orgánico", "spain"],
    ["Prodotto in Italia", "italy"],
    ["Fabricado no Brasil", "brazil"],
    ["Feito em Portugal", "portugal"],
    ["日本製の高品質なタオル", "japan"],
    ["原産国：ベトナム", "vietnam"],
    ["产地：中国", "china"],
    ["德国制造，品质保证", "germany"],
  ])("%s", (text, country) => {
    expect(readOrigin(text)).toEqual(origin(country));
  });

  it.each([
    "Not made in China",
    "Made in Paris",
    "Made in small batches",
    "Made in the shade",
    "ネクタイ製の箱",
    "Made in heaven for your kitchen",
    "Designed in California",
  ])("says nothing safe: %s", (text) => {
    expect(readOrigin(text)).toBeUndefined();
  });

  it("has a sentence in every language", () => {
    const fact: Fact = { kind: "origin", country: "usa" };
    const said = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, FACT_BOOKS[l].sentence(fact, () => undefined)]));
    expect(said).toEqual({
      en: "Made in the USA.",
      es: "Hecho en Estados Unidos.",
      fr: "Fabriqué aux États-Unis.",
      de: "Hergestellt in den USA.",
      it: "Prodotto negli Stati Uniti.",
      pt: "Fabricado nos Estados Unidos.",
      ja: "アメリカ製です。",
      zh: "美国制造。",
    });
  });
});

describe("LED lighting, a feature every language can name", () => {
  it("reads the upper-case word, not the verb", async () => {
    const { parseFactsFromTexts } = await import("./read-facts");
    const led = { kind: "feature", key: "led" };
    expect(parseFactsFromTexts([{ text: "PELARBOJ LED table lamp", from: "name" }])).toContainEqual(led);
    expect(parseFactsFromTexts([{ text: "Built-in LED light source.", from: "text" }])).toContainEqual(led);
    expect(parseFactsFromTexts([{ text: "Eine LED-Leuchte für den Flur", from: "text" }])).toContainEqual(led);
    expect(parseFactsFromTexts([{ text: "A design led by comfort", from: "text" }])).not.toContainEqual(led);
    expect(FACT_BOOKS.de.item(led as Fact)).toBe("eine LED-Beleuchtung");
  });
});
