import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../shared/catalog/languages";
import { checkClaims, type ClaimSources } from "./check-claims";
import { buildSourceIndex } from "./source-index";

/**
 * One product page (English) and sentences a script might say about it in each of our 8
 * languages: figures in other units and notations, spelled numbers, prices as the language says
 * them, translated materials and origins, and the invented ones the check must catch.
 */
const SOURCES: ClaimSources = {
  facts: {
    name: "Aurora Speaker",
    brand: "Vento",
    price: 129.99,
    currency: "EUR",
    features: [
      "Up to 40 h of battery life",
      "Weight: 1.2 kg",
      "Capacity 1.5 l water tank",
      "Stainless steel grille",
      "Made in Italy",
      "2 year warranty",
      "Bluetooth 5.3",
    ],
    description: "A portable speaker with 20 W of power. CE marked.",
    rating: { value: 4.6, count: 120 },
    images: [],
  },
};
const index = buildSourceIndex(SOURCES);

type Case = { say: string; expect: "supported" | "unsupported" | "neutral" };
const ok = (say: string): Case => ({ say, expect: "supported" });
const bad = (say: string): Case => ({ say, expect: "unsupported" });
const none = (say: string): Case => ({ say, expect: "neutral" });

const CASES: Record<LanguageCode, { numbers: Case[]; named: Case[]; generic: Case[] }> = {
  en: {
    numbers: [
      ok("It plays for up to forty hours."),
      ok("It plays for 40 hours."),
      ok("It weighs 1,200 grams."),
      ok("The tank holds 1,500 ml."),
      ok("It costs 129 euros and 99 cents."),
      ok("It costs €129.99."),
      ok("It is rated 4.6 out of 5 across 120 reviews."),
      ok("It has 20 watts of power."),
      bad("It plays for up to fifty hours."),
      bad("It plays for 40 minutes."),
      bad("It costs 139 euros and 99 cents."),
      bad("It weighs 2 kilograms."),
      bad("It is rated 4.9 out of 5."),
    ],
    named: [
      ok("Made in Italy, with a stainless steel grille."),
      ok("Vento made it with Bluetooth 5.3."),
      bad("Made in China."),
      bad("The grille is made of bamboo."),
      bad("It is ISO 9001 certified."),
      bad("It works with Alexa."),
      bad("The new Vento X200 model."),
      ok("It carries the CE mark."),
    ],
    generic: [
      bad("It is eco-friendly."),
      bad("The best speaker on the market."),
      bad("A best-selling speaker."),
      bad("It is clinically proven to relax you."),
      bad("Made from biodegradable materials."),
      none("Order yours today!"),
      none("Here's the best part: it is small."),
    ],
  },
  es: {
    numbers: [
      ok("Ofrece hasta cuarenta horas de autonomía."),
      ok("Pesa 1,2 kilogramos."),
      ok("Cuesta 129,99 euros."),
      ok("Cuesta ciento veintinueve euros con noventa y nueve céntimos."),
      bad("Ofrece hasta 45 horas de autonomía."),
      bad("Ofrece 40 minutos de autonomía."),
      bad("Cuesta 119,99 euros."),
    ],
    named: [
      ok("Fabricado en Italia."),
      ok("Rejilla de acero inoxidable."),
      bad("Fabricado en España."),
      bad("Hecho de bambú."),
    ],
    generic: [bad("Es ecológico y sostenible."), bad("El mejor altavoz del mercado."), none("¡Pídelo hoy mismo!")],
  },
  fr: {
    numbers: [
      ok("Jusqu'à quarante heures d'autonomie."),
      ok("Il pèse 1,2 kilogramme."),
      ok("Il coûte 129,99 euros."),
      ok("Réservoir de 1,5 litre."),
      bad("Jusqu'à trente heures d'autonomie."),
      bad("Il coûte 99,99 euros."),
      bad("Réservoir de 2 litres."),
    ],
    named: [ok("Fabriqué en Italie."), bad("Fabriqué en Chine."), bad("Certifié ISO 14001.")],
    generic: [
      bad("Respectueux de l'environnement."),
      bad("Le meilleur enceinte du marché."),
      none("Commandez-le dès aujourd'hui."),
    ],
  },
  de: {
    numbers: [
      ok("Bis zu vierzig Stunden Akkulaufzeit."),
      ok("Er wiegt 1200 Gramm."),
      ok("Der Preis beträgt 129,99 Euro."),
      ok("Mit zwei Jahren Garantie."),
      bad("Bis zu 50 Stunden Akkulaufzeit."),
      bad("Mit drei Jahren Garantie."),
      bad("Der Preis beträgt 129,00 Euro."),
    ],
    named: [
      ok("Hergestellt in Italien."),
      ok("Gitter aus Edelstahl."),
      bad("Hergestellt in Deutschland."),
      bad("Gehäuse aus Holz."),
    ],
    generic: [
      bad("Klimaneutral hergestellt."),
      bad("Der beste Lautsprecher auf dem Markt."),
      none("Bestellen Sie noch heute."),
    ],
  },
  it: {
    numbers: [
      ok("Fino a quaranta ore di autonomia."),
      ok("Costa 129,99 euro."),
      ok("Pesa 1,2 chilogrammi."),
      bad("Fino a 60 ore di autonomia."),
      bad("Pesa 1,5 chilogrammi."),
    ],
    named: [ok("Prodotto in Italia."), bad("Realizzato in Cina."), bad("Rivestimento in pelle.")],
    generic: [bad("Ecologico e biodegradabile."), bad("Il migliore altoparlante del mercato."), none("Ordinalo oggi.")],
  },
  pt: {
    numbers: [
      ok("Até quarenta horas de bateria."),
      ok("Custa 129,99 euros."),
      ok("Pesa 1200 gramas."),
      bad("Até 20 horas de bateria."),
      bad("Custa 149,99 euros."),
    ],
    named: [ok("Fabricado na Itália."), bad("Fabricado na China."), bad("Feito de algodão.")],
    generic: [bad("É sustentável e amigo do ambiente."), bad("O melhor do mercado."), none("Peça o seu hoje.")],
  },
  ja: {
    numbers: [
      ok("最大40時間再生できます。"),
      ok("最大四十時間再生できます。"),
      ok("価格は129.99ユーロです。"),
      ok("評価は5点満点中4.6点、レビューは120件です。"),
      bad("最大50時間再生できます。"),
      bad("価格は139.99ユーロです。"),
    ],
    named: [ok("イタリア製です。"), bad("中国製です。")],
    generic: [bad("環境に優しいスピーカーです。"), bad("業界最強のスピーカーです。"), none("ぜひお試しください。")],
  },
  zh: {
    numbers: [
      ok("续航长达40小时。"),
      ok("续航长达四十小时。"),
      ok("价格为129.99欧元。"),
      ok("它的评分为4.6分，满分5分。"),
      bad("续航长达30小时。"),
      bad("价格为99欧元。"),
    ],
    named: [ok("意大利制造。"), bad("中国制造。")],
    generic: [bad("环保材料，最佳选择。"), bad("销量第一的音箱。"), none("欢迎选购。")],
  },
};

function status(say: string, language: LanguageCode) {
  const { claims } = checkClaims({ text: say, language, sources: index });
  expect(claims).toHaveLength(1);
  return claims[0]!;
}

describe("checkClaims", () => {
  for (const [language, groups] of Object.entries(CASES) as [LanguageCode, (typeof CASES)["en"]][]) {
    describe(language, () => {
      for (const [group, cases] of Object.entries(groups)) {
        it(`labels ${group} claims`, () => {
          const wrong = cases
            .map((c) => ({ ...c, got: status(c.say, language) }))
            .filter((c) => c.got.status !== c.expect)
            .map((c) => `${c.say} → ${c.got.status} (${c.got.reason ?? ""}), expected ${c.expect}`);
          expect(wrong).toEqual([]);
        });
      }
    });
  }

  it("gives each unsupported sentence a reason and the nearest source text", () => {
    const claim = status("It plays for up to fifty hours.", "en");
    expect(claim.reason).toContain("fifty hours");
    expect(claim.source).toBe("Up to 40 h of battery life");
  });

  it("splits a script into sentences, each labelled", () => {
    const { claims } = checkClaims({
      text: "Meet Aurora Speaker from Vento. It plays for 40 hours. It is 100% recyclable.\n\nOrder it today.",
      language: "en",
      sources: SOURCES,
    });
    expect(claims.map((c) => c.status)).toEqual(["supported", "supported", "unsupported", "neutral"]);
  });

  it("reads the seller's details as a source but not their instructions", () => {
    const sources: ClaimSources = {
      facts: { features: [], images: [] },
      details: "Free shipping on all orders. Don't mention the price.",
    };
    expect(checkClaims({ text: "Shipping is free.", language: "en", sources }).claims[0]?.status).toBe("supported");
    expect(checkClaims({ text: "It is waterproof.", language: "en", sources }).claims[0]?.status).toBe("unsupported");
  });
});
