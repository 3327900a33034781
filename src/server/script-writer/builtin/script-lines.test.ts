import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../../shared/catalog/languages";
import { SCRIPT_TONE_IDS } from "../../../shared/generator/script-style";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { writeBuiltinScript } from "../builtin-writer";

/** Price wordings that point back at what was told before ("All of this for only…"). */
const POINTING_BACK =
  /\b(?:all of this|all this)\b|todo (?:esto|ello)|tout cela|le tout pour|das alles|tutto questo|il tutto|tudo isso/iu;

/** A page's facts with the lists a page always has. */
const page = (facts: Partial<ProductFacts>): ProductFacts => ({ features: [], images: [], ...facts });

describe("lines a seller would publish as written", () => {
  it("says the price in a wording of its own when nothing was told before it", () => {
    const thin = page({ name: "Aurora Lamp", price: 259, currency: "EUR" });
    for (const language of LANGUAGE_CODES) {
      for (const tone of SCRIPT_TONE_IDS) {
        for (const creativity of [0, 0.4, 0.7, 1]) {
          for (let seed = 0; seed < 12; seed++) {
            const script = writeBuiltinScript({ facts: thin, language, tone, creativity, seed: `thin-${seed}` });
            expect(script, `${language} ${tone} ${creativity} ${seed}`).not.toMatch(POINTING_BACK);
          }
        }
      }
    }
  });

  it("still points back at the facts when there are some", () => {
    const rich = page({
      name: "Aurora Lamp",
      price: 259,
      currency: "EUR",
      features: ["Dimmable warm light", "Touch control", "USB-C charging", "Aluminium body"],
    });
    const scripts = Array.from({ length: 40 }, (_, seed) =>
      writeBuiltinScript({ facts: rich, language: "en", tone: "friendly", creativity: 1, seed: `rich-${seed}` }),
    );
    expect(scripts.some((script) => POINTING_BACK.test(script))).toBe(true);
  });

  it("leads into a page's feature sentence only after something was told", () => {
    const facts = page({
      name: "Nest Doorbell",
      language: "en",
      features: ["160-degree field of view and 4:3 aspect ratio ensure you can see visitors head to toe"],
    });
    const leads = /what's more|also,|on top of that|and that's not all|even better/iu;
    for (let seed = 0; seed < 16; seed++) {
      const script = writeBuiltinScript({ facts, language: "en", creativity: 0.7, seed: `lead-${seed}` });
      expect(script).toMatch(/160-degree field of view and 4:3 aspect ratio/u);
      expect(script).not.toMatch(leads);
    }
  });

  it("does not cut a feature at a ratio's colon", () => {
    const facts = page({
      name: "Nest Doorbell",
      language: "en",
      description: "With Nest Hello you'll always know who's at your front door, even if you're not at home.",
      features: [
        "Smart technology is intelligent enough",
        "160-degree field of view and 4:3 aspect ratio ensure you can see visitors head to toe from close range",
      ],
    });
    for (let seed = 0; seed < 8; seed++) {
      const script = writeBuiltinScript({ facts, language: "en", creativity: 0.7, seed: `ratio-${seed}` });
      expect(script).not.toMatch(/\band 4\b(?!:)/u);
    }
  });

  it("never reads a one-word field label out as a feature", () => {
    const facts = page({
      name: "BMW X1 sDrive",
      language: "en",
      price: 5100,
      currency: "GBP",
      features: [
        "Condition: Used : An item that has been previously used. See the seller's listing for full details.",
        "LONG LIFE: Up to 30 hours of driving on one tank, with a range the whole family will enjoy",
      ],
    });
    for (let seed = 0; seed < 8; seed++) {
      const script = writeBuiltinScript({ facts, language: "en", creativity: 0.7, seed: `label-${seed}` });
      expect(script).not.toMatch(/\bcondition\b/iu);
      // A shouted label still sums up its long text.
      expect(script).toMatch(/long life/iu);
    }
  });

  it("drops a description line that only repeats the name with a word or two", () => {
    const facts = page({
      name: "Keystick Wall Sconce",
      language: "en",
      description: "Keystick Wall Sconce Aged Brass. A slim sconce with a warm, glare-free glow for reading.",
    });
    const script = writeBuiltinScript({ facts, language: "en", creativity: 0.5, seed: "echo" });
    expect(script).not.toMatch(/Aged Brass/u);
    expect(script).toMatch(/glare-free glow/u);
  });

  it("never calls a shop's audience section the product's category", () => {
    const cases: [string, LanguageCode][] = [
      ["Home > WOMAN", "en"],
      ["Damen", "de"],
      ["Accueil > Femme", "fr"],
      ["Mujer", "es"],
      ["Uomo", "it"],
      ["Homem", "pt"],
      ["レディース", "ja"],
      ["女装", "zh"],
    ];
    for (const [category, language] of cases) {
      const script = writeBuiltinScript({
        facts: page({ name: "Aurora 42", category, price: 20, currency: "EUR" }),
        language,
        creativity: 0.5,
        seed: "section",
      });
      const last = category.split(" > ").at(-1)!;
      expect(script, `${language}: ${script}`).not.toContain(last);
    }
    const kept = writeBuiltinScript({
      facts: page({ name: "Aurora 42", category: "Women > Dresses", price: 20, currency: "EUR" }),
      language: "en",
      creativity: 0.5,
      seed: "section",
    });
    expect(kept).toMatch(/Dresses/u);
  });
});
