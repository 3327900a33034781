import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { Fact } from "../fact-types";
import { FACT_BOOKS } from "./fact-books";

const price = (amount: number, currency: string) => `${amount} ${currency}`;
const say = (fact: Fact, language: LanguageCode) =>
  FACT_BOOKS[language].item(fact) ?? FACT_BOOKS[language].sentence(fact, price);

const battery40: Fact = { kind: "battery", hours: 40, upTo: true };
const battery1: Fact = { kind: "battery", hours: 1, upTo: false };
const weight: Fact = { kind: "weight", measure: { value: 250, unit: "g" } };
const kettle: Fact = { kind: "capacity", measure: { value: 1.7, unit: "l" } };
const warranty2: Fact = { kind: "warranty", months: 24 };
const warranty1: Fact = { kind: "warranty", months: 12 };
const set2: Fact = { kind: "pack", count: 2, form: "set" };
const pack4: Fact = { kind: "pack", count: 4, form: "pack" };
const age3: Fact = { kind: "age", min: 3 };
const dims: Fact = {
  kind: "dimensions",
  measures: [21.59, 2.03, 25.4].map((value) => ({ value, unit: "cm" as const })),
};
const screen: Fact = { kind: "screen", inches: 6.5 };
const bluetooth: Fact = { kind: "connectivity", key: "bluetooth", version: "5.3" };
const water: Fact = { kind: "water", rating: "IPX7" };
const steel: Fact = { kind: "material", key: "stainlessSteel" };
const black: Fact = { kind: "colour", key: "black" };
const dishwasher: Fact = { kind: "care", key: "dishwasherSafe" };
const height: Fact = { kind: "extent", dimension: "height", measure: { value: 1.2, unit: "m" }, upTo: true };
const spf: Fact = { kind: "spf", value: 40 };

/** Per language: numbers with its decimal mark, units as words, singular and plural. */
const EXPECTED: Record<LanguageCode, [Fact, string][]> = {
  en: [
    [battery40, "up to 40 hours of battery life"],
    [battery1, "1 hour of battery life"],
    [weight, "a weight of 250 grams"],
    [kettle, "a capacity of 1.7 liters"],
    [warranty2, "a 2-year warranty"],
    [set2, "It comes as a two-piece set."],
    [pack4, "It comes in a pack of four."],
    [age3, "Suitable for ages 3 and up."],
    [dims, "dimensions of 21.6 by 2.03 by 25.4 centimeters"],
    [screen, "a 6.5-inch display"],
    [bluetooth, "Bluetooth 5.3"],
    [water, "IPX7 water resistance"],
    [steel, "Made of stainless steel."],
    [black, "It comes in black."],
    [dishwasher, "It's dishwasher safe."],
    [height, "a maximum height of 1.2 meters"],
    [spf, "SPF 40 sun protection"],
  ],
  de: [
    [battery40, "bis zu 40 Stunden Akkulaufzeit"],
    [battery1, "1 Stunde Akkulaufzeit"],
    [weight, "ein Gewicht von 250 Gramm"],
    [kettle, "1,7 Liter Fassungsvermögen"],
    [warranty2, "2 Jahre Garantie"],
    [warranty1, "1 Jahr Garantie"],
    [set2, "Als zweiteiliges Set."],
    [pack4, "Im Viererpack."],
    [age3, "Geeignet ab 3 Jahren."],
    [dims, "Maße von 21,6 mal 2,03 mal 25,4 Zentimetern"],
    [screen, "ein 6,5-Zoll-Display"],
    [steel, "Gefertigt aus Edelstahl."],
    [black, "Farbe: Schwarz."],
    [dishwasher, "Spülmaschinenfest."],
    [height, "eine maximale Höhe von 1,2 Metern"],
    [spf, "Lichtschutzfaktor 40"],
  ],
  fr: [
    [battery40, "jusqu'à 40 heures d'autonomie"],
    [kettle, "une capacité de 1,7 litre"],
    [warranty2, "une garantie de 2 ans"],
    [warranty1, "une garantie d'un an"],
    [set2, "Un ensemble de deux pièces."],
    [age3, "Dès 3 ans."],
    [dims, "des dimensions de 21,6 sur 2,03 sur 25,4 centimètres"],
    [screen, "un écran de 6,5 pouces"],
    [steel, "En acier inoxydable."],
    [black, "Coloris\u202f: noir."],
    [height, "une hauteur maximale de 1,2 mètre"],
  ],
  es: [
    [battery40, "hasta 40 horas de batería"],
    [battery1, "1 hora de batería"],
    [kettle, "una capacidad de 1,7 litros"],
    [warranty1, "una garantía de 1 año"],
    [set2, "Un juego de dos piezas."],
    [age3, "A partir de 3 años."],
    [screen, "una pantalla de 6,5 pulgadas"],
  ],
  it: [
    [battery40, "fino a 40 ore di autonomia"],
    [battery1, "1 ora di autonomia"],
    [weight, "un peso di 250 grammi"],
    [warranty2, "una garanzia di 2 anni"],
    [set2, "Un set da due pezzi."],
    [steel, "In acciaio inox."],
  ],
  pt: [
    [battery40, "até 40 horas de bateria"],
    [kettle, "uma capacidade de 1,7 litros"],
    [set2, "Um conjunto de duas peças."],
    [pack4, "Um kit com quatro unidades."],
    [screen, "uma tela de 6,5 polegadas"],
  ],
  ja: [
    [battery40, "最大40時間使えるバッテリー"],
    [weight, "重さ250グラム"],
    [kettle, "容量1.7リットル"],
    [warranty2, "2年間の保証"],
    [set2, "2点セットです。"],
    [age3, "対象年齢は3歳以上です。"],
    [dims, "21.6×2.03×25.4センチメートルのサイズ"],
    [water, "IPX7の防水性能"],
    [height, "最大高さ1.2メートル"],
  ],
  zh: [
    [battery40, "最长40小时续航"],
    [weight, "重量250克"],
    [warranty2, "2年保修"],
    [bluetooth, "蓝牙5.3"],
    [pack4, "4件装。"],
    [steel, "采用不锈钢材质。"],
  ],
};

describe("facts in each language's own words", () => {
  for (const [language, cases] of Object.entries(EXPECTED) as [LanguageCode, [Fact, string][]][]) {
    it.each(cases.map(([fact, said]) => [fact.kind, said, fact] as const))(`${language}: %s → %s`, (_, said, fact) => {
      expect(say(fact, language)).toBe(said);
    });
  }

  it("frames a fact as a benefit at high creativity", () => {
    expect(FACT_BOOKS.en.benefit(battery40)).toBe("With up to 40 hours of battery life, you spend less time charging.");
    expect(FACT_BOOKS.de.benefit(warranty2)).toBe("Mit 2 Jahren Garantie kaufen Sie mit gutem Gefühl.");
    expect(FACT_BOOKS.ja.benefit(water)).toBe("IPX7の防水性能なので、雨の日も安心です。");
    expect(FACT_BOOKS.en.benefit(dims)).toBeUndefined();
  });

  it("says free shipping with its amount and period", () => {
    const fact: Fact = { kind: "freeShipping", threshold: { amount: 50, currency: "EUR" }, period: "thisMonth" };
    const euros = (language: LanguageCode) => (amount: number) => `${amount} ${language === "de" ? "Euro" : "euros"}`;
    expect(FACT_BOOKS.en.sentence(fact, euros("en"))).toBe("Shipping is free on orders over 50 euros this month.");
    expect(FACT_BOOKS.de.sentence(fact, euros("de"))).toBe("Diesen Monat ist der Versand ab 50 Euro kostenlos.");
    expect(FACT_BOOKS.fr.sentence(fact, euros("fr"))).toBe("Ce mois-ci, la livraison est offerte dès 50 euros.");
    expect(FACT_BOOKS.ja.sentence(fact, () => "50ユーロ")).toBe("今月は50ユーロ以上のご注文で送料無料です。");
    expect(FACT_BOOKS.zh.sentence(fact, () => "50欧元")).toBe("本月订单满50欧元即可免运费。");
  });
});
