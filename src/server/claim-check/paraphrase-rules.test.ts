import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../shared/catalog/languages";
import { checkClaims, type ClaimSources } from "./check-claims";
import { buildSourceIndex } from "./source-index";

/**
 * The rules added after the held-out set (bench/claims/holdout-set.ts, decision 130): sizes whose
 * unit follows the last figure, units in a label's brackets, counted figures that never gain a
 * unit, the pound in each language, colour temperature, superlatives against the market,
 * customers' favourites, German origins with the participle last, materials outside the writer's
 * lexicon, and included items.
 */
const SOURCES: ClaimSources = {
  facts: {
    name: "Pumpkin doormat",
    price: 50,
    currency: "GBP",
    language: "en-GB",
    features: [
      'Size: 18"x30"',
      "Thickness (in mm): 36",
      "Warm white 2700K LED bulb",
      "Each set has 3 channels",
      "Made of 100% coconut coir",
      "Dimensions : 21.59 x 2.03 x 25.4 cm",
      "10 hooks for hanging up kitchen utensils are included.",
      "Width: 105 cm",
      "File size : 5482 KB",
      "Price 12.50 GBP",
      "Ships in 2 bags.",
      "Pairs well with the IBIZA lamp.",
      "Delivery within 30 minutes.",
    ],
    description: "A doormat hand-painted in the UK.",
    images: [],
  },
};
const index = buildSourceIndex(SOURCES);

const status = (say: string, language: LanguageCode = "en") =>
  checkClaims({ text: say, language, sources: index }).claims[0]!.status;

describe("claim check: paraphrases a copywriter makes", () => {
  it.each([
    ["It measures 18 by 30 inches.", "en"],
    ["Mide unos 46 por 76 centímetros.", "es"],
    ["It measures about 8.5 by 10 inches.", "en"],
    ["It is 36 millimetres thick.", "en"],
    ["It glows at 2700 K.", "en"],
    ["It costs fifty pounds.", "en"],
    ["Der Preis: 50 Pfund.", "de"],
    ["価格は50ポンドです。", "ja"],
    ["It's made of coconut.", "en"],
    ["Ten hooks for hanging up utensils are included.", "en"],
    ["Tiene un metro cinco de ancho.", "es"],
    ["The file is about five and a half megabytes.", "en"],
    ["Custa doze libras e cinquenta.", "pt"],
    ["Il va bien avec l'IBIZA.", "fr"],
    ["フックが10個付いています。", "ja"],
    ["二袋に分けてお届けします。", "ja"],
    ["Delivery within half an hour.", "en"],
    ["Eine halbe Stunde Lieferzeit.", "de"],
  ] as [string, LanguageCode][])("supports %s", (say, language) => {
    expect(status(say, language)).toBe("supported");
  });

  it.each([
    ["It measures 18 by 30 centimetres.", "en"],
    ["Mide 60 por 90 centímetros.", "es"],
    ["Es ist 36 Zentimeter dick.", "de"],
    ["It glows at 4000 K.", "en"],
    ["Der Preis: 60 Pfund.", "de"],
    ["It reaches up to 3 km.", "en"],
    ["Die Matte wird in der Schweiz gefertigt.", "de"],
    ["Sono prodotti in Italia.", "it"],
    ["Está hecho de caucho.", "es"],
    ["籃子是竹製的。", "zh"],
    ["C'est le paillasson préféré de nos clients.", "fr"],
    ["Ce sont les paillassons les plus confortables du marché.", "fr"],
    ["It's the softest doormat on the market.", "en"],
    ["今いちばん売れている玄関マットです。", "ja"],
    ["A knife magnet is included too.", "en"],
    ["Tiene un metro veinte de ancho.", "es"],
    ["The file is about five and a half gigabytes.", "en"],
    ["Custa doze libras e noventa.", "pt"],
    ["フックが12個付いています。", "ja"],
    ["Das Obermaterial ist aus Wildleder.", "de"],
    ["È l'effetto luce più potente sul mercato.", "it"],
    ["It is recommended by experts.", "en"],
    ["Von Experten empfohlen.", "de"],
    ["Recommandé par les dermatologues.", "fr"],
    ["Recomendado por expertos.", "es"],
    ["Consigliato dai professionisti.", "it"],
    ["Recomendado por especialistas.", "pt"],
    ["専門家おすすめの玄関マットです。", "ja"],
    ["专家推荐。", "zh"],
    ["Delivery within a day and a half.", "en"],
  ] as [string, LanguageCode][])("flags %s", (say, language) => {
    expect(status(say, language)).toBe("unsupported");
  });

  it("reads a code's letters as a code, not a unit", () => {
    const battery = buildSourceIndex({ facts: { name: "Duracell CR2032 4x 2032 button DL2032", images: [] } });
    expect(
      checkClaims({ text: "Duracell 4x 2032 DL2032.", language: "ja", sources: battery }).claims[0]!.status,
    ).not.toBe("unsupported");
  });

  it("takes a size's unit for every figure but lets a multipack count stand", () => {
    const pack = buildSourceIndex({ facts: { name: "Juice", features: ["2 bottles of 100 ml"], images: [] } });
    expect(checkClaims({ text: "You get 2 x 100 ml.", language: "en", sources: pack }).claims[0]!.status).toBe(
      "supported",
    );
  });
});
