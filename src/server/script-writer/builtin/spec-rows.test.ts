import { describe, expect, it } from "vitest";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { writeBuiltinScript, writeUnboundedScript } from "../builtin-writer";
import { estimateSpeechSeconds } from "../../../shared/generator/speech-estimate";
import { specRowsFor } from "./spec-rows";

const facts: ProductFacts = {
  name: "Rover Camp Stove",
  brand: "Rover",
  language: "en",
  description: "A compact stove for long weekends in the hills. It packs down small and lights in any weather.",
  features: [],
  images: [],
  specs: [
    { name: "Fuel", value: "Diesel" },
    { name: "ASIN", value: "B00X1234" },
    { name: "Item Weight", value: "2 kg" },
    { name: "Best Sellers Rank", value: "#3 in Stoves" },
    { name: "Package Dimensions", value: "40 x 30 x 20 cm" },
    { name: "Brand", value: "Rover" },
  ],
};

describe("spec rows (decision 132)", () => {
  it("reads out a same-language row the fact books cannot say, and no identifier, rank or brand", () => {
    expect(specRowsFor(facts, "en", "en", { name: facts.name, brand: facts.brand, shops: [] })).toEqual([
      { label: "Fuel", value: "Diesel" },
    ]);
  });

  it("never reads a row to a listener of another language", () => {
    expect(specRowsFor(facts, "de", "en", { name: facts.name, brand: facts.brand, shops: [] })).toEqual([]);
  });

  it("says the row's facts in every language, but not the parcel's", () => {
    const en = writeBuiltinScript({ facts, language: "en", creativity: 0, length: "long" });
    expect(en).toContain("The fuel is Diesel.");
    expect(en).toMatch(/2 kilograms/u);
    expect(en).not.toMatch(/40 by 30/u);
    const de = writeBuiltinScript({ facts, language: "de", creativity: 0, length: "long" });
    expect(de).toMatch(/2 Kilogramm/u);
    expect(de).not.toContain("Diesel");
  });
});

describe("length fitting (decision 131)", () => {
  it("the unbounded script says at least what any length says", () => {
    for (const language of ["en", "fr", "ja"] as const) {
      const all = estimateSpeechSeconds(writeUnboundedScript({ facts, language, creativity: 0.7 }), language);
      for (const length of ["short", "standard", "long"] as const) {
        const script = writeBuiltinScript({ facts, language, creativity: 0.7, length });
        expect(estimateSpeechSeconds(script, language)).toBeLessThanOrEqual(all + 0.01);
      }
    }
  });

  it("keeps a short target within its slack when the page says more", () => {
    const script = writeBuiltinScript({ facts, language: "en", creativity: 0.7, length: "short" });
    expect(estimateSpeechSeconds(script, "en")).toBeLessThanOrEqual(15 * 1.1);
  });
});
