import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/catalog/languages";
import type { ProductFacts } from "../../shared/generator/product-facts";
import { createBuiltinScriptWriter, writeBuiltinScript } from "./builtin-writer";
import { findForbidden } from "../../test/forbidden-in-script";
import { RICH_FACTS } from "../../test/fixtures/rich-facts";
import { estimateSpeechSeconds } from "../../shared/generator/speech-estimate";
import { ScriptWriterError } from "./script-writer-provider";

const writer = createBuiltinScriptWriter();
const NO_FACTS: ProductFacts = { features: [], images: [] };

/** One sentence of seller details per language, as a seller would type it. */
const DETAILS: Record<LanguageCode, { text: string; marker: string }> = {
  en: { text: "Every order ships with a free carrying case.", marker: "carrying case" },
  es: { text: "Cada pedido incluye un estuche de transporte gratis.", marker: "estuche de transporte" },
  fr: { text: "Chaque commande est livrée avec un étui de transport offert.", marker: "étui de transport" },
  de: { text: "Jede Bestellung wird mit einer kostenlosen Tragetasche geliefert.", marker: "Tragetasche" },
  it: { text: "Ogni ordine include una custodia da viaggio in omaggio.", marker: "custodia da viaggio" },
  pt: { text: "Todo pedido acompanha um estojo de transporte grátis.", marker: "estojo de transporte" },
  ja: { text: "ご注文ごとに専用キャリングケースが無料で付属します。", marker: "キャリングケース" },
  zh: { text: "每笔订单均免费附赠便携收纳包。", marker: "便携收纳包" },
};

describe("built-in script writer", () => {
  describe.each(LANGUAGE_CODES)("in %s", (language) => {
    const { facts, spokenPrice } = RICH_FACTS[language];

    it("names the product and speaks the price with its currency", async () => {
      const script = await writer.write({ facts, language, creativity: 0.7 });
      // A name that opens on a common noun takes its article ("les écouteurs …"), decision 095.
      expect(script.toLocaleLowerCase()).toContain((facts.name ?? "").toLocaleLowerCase());
      expect(script).toContain(spokenPrice);
      expect(findForbidden(script)).toEqual([]);
    });

    it("writes a script of about a minute from rich facts by default", () => {
      for (const creativity of [0, 0.5, 1]) {
        const seconds = estimateSpeechSeconds(writeBuiltinScript({ facts, language, creativity }), language);
        expect(seconds).toBeLessThanOrEqual(66);
        expect(seconds).toBeGreaterThanOrEqual(language === "ja" || language === "zh" ? 15 : 25);
      }
    });

    it("is deterministic and lets creativity change the phrasing", () => {
      const plain = writeBuiltinScript({ facts, language, creativity: 0 });
      const lively = writeBuiltinScript({ facts, language, creativity: 1 });
      expect(writeBuiltinScript({ facts, language, creativity: 0 })).toBe(plain);
      expect(writeBuiltinScript({ facts, language, creativity: 1 })).toBe(lively);
      expect(lively).not.toBe(plain);
    });

    it("weaves in details written in the target language", () => {
      const { text, marker } = DETAILS[language];
      expect(writeBuiltinScript({ facts, details: text, language, creativity: 0.5 })).toContain(marker);
    });

    it("leaves out details written in another language", () => {
      const other: LanguageCode = language === "de" ? "fr" : "de";
      const foreign = DETAILS[other];
      const script = writeBuiltinScript({ facts, details: foreign.text, language, creativity: 0.5 });
      expect(script).not.toContain(foreign.marker);
      // A name that opens on a common noun takes its article ("les écouteurs …"), decision 095.
      expect(script.toLocaleLowerCase()).toContain((facts.name ?? "").toLocaleLowerCase());
    });

    it("builds a script from details alone", () => {
      const { text, marker } = DETAILS[language];
      const script = writeBuiltinScript({ facts: NO_FACTS, details: text, language, creativity: 0.3 });
      expect(script).toContain(marker);
      expect(findForbidden(script)).toEqual([]);
    });
  });

  it("says a foreign page's product name as category noun + brand, and skips its description and features", () => {
    const { facts } = RICH_FACTS.en;
    const script = writeBuiltinScript({ facts, language: "fr", creativity: 0.5 });
    expect(script).not.toContain("Wireless Headphones");
    expect(script).toContain("les écouteurs Lumen Audio");
    expect(script).toContain("129,99 dollars américains");
    expect(script).not.toMatch(/paperback|battery|cushions/);
  });

  it("keeps only the target-language lines of mixed details", () => {
    const details =
      "Every order ships with a free carrying case.\nJede Bestellung wird mit einer Tragetasche geliefert.";
    const script = writeBuiltinScript({ facts: RICH_FACTS.en.facts, details, language: "en", creativity: 0.2 });
    expect(script).toContain("carrying case");
    expect(script).not.toContain("Tragetasche");
  });

  it("turns short detail lines into features", () => {
    const details = "- Waterproof to 10 metres\n- Two-year warranty";
    const script = writeBuiltinScript({ facts: NO_FACTS, details, language: "en", creativity: 0 });
    expect(script).toMatch(/waterproof to 10 metres and two-year warranty/);
  });

  it("omits a price whose currency is unknown", () => {
    const facts = { ...RICH_FACTS.en.facts, price: 24.99, currency: undefined };
    expect(writeBuiltinScript({ facts, language: "en", creativity: 0 })).not.toMatch(/24/);
  });

  it("does not ask for an order when the product cannot be ordered", () => {
    const facts = { ...RICH_FACTS.en.facts, availability: "out_of_stock" as const };
    const script = writeBuiltinScript({ facts, language: "en", creativity: 0 });
    expect(script).toContain("out of stock");
    expect(script).not.toMatch(/order it today|add it to your cart/i);
  });

  it("leaves out markup, codes and URLs from features", () => {
    const facts: ProductFacts = {
      ...NO_FACTS,
      name: "Trail Bottle",
      features: [
        "<li>Keeps drinks <b>cold</b> for 24 hours.</li>",
        "SKU: TB-1200-XL",
        "https://example.com/spec",
        "BPA FREE AND DISHWASHER SAFE!!!",
      ],
    };
    const script = writeBuiltinScript({ facts, language: "en", creativity: 0 });
    expect(script).toContain("keeps drinks cold for 24 hours");
    expect(script).toMatch(/bpa free and dishwasher safe/i);
    expect(script).not.toMatch(/SKU|TB-1200|example/);
    expect(findForbidden(script)).toEqual([]);
  });

  it("refuses when there is nothing to say", async () => {
    await expect(writer.write({ facts: NO_FACTS, language: "en", creativity: 0.5 })).rejects.toMatchObject({
      code: "not_enough_information",
    });
    const foreignOnly = writer.write({ facts: NO_FACTS, details: DETAILS.de.text, language: "en", creativity: 0.5 });
    await expect(foreignOnly).rejects.toBeInstanceOf(ScriptWriterError);
  });

  it("honours an already aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const write = writer.write({
      facts: RICH_FACTS.en.facts,
      language: "en",
      creativity: 0.5,
      signal: controller.signal,
    });
    await expect(write).rejects.toMatchObject({ code: "aborted" });
  });
});
