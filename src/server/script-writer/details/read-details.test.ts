import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../../shared/catalog/languages";
import { readDetails } from "./read-details";

/**
 * The example, as a seller would type it in each of our languages: one request to say
 * something (free shipping over 50 euros this month) and one about the tone.
 */
const SHIPPING_AND_TONE: Record<LanguageCode, string> = {
  en: "Mention that shipping is free over 50 euros this month. Keep a warm, friendly tone.",
  es: "Menciona que el envío es gratis a partir de 50 euros este mes. Usa un tono cálido y cercano.",
  fr: "Mentionnez que la livraison est offerte dès 50 euros ce mois-ci. Gardez un ton chaleureux et amical.",
  de: "Erwähne, dass der Versand diesen Monat ab 50 Euro kostenlos ist. Halte einen warmen, freundlichen Ton.",
  it: "Menziona che la spedizione è gratuita sopra i 50 euro questo mese. Usa un tono caldo e amichevole.",
  pt: "Mencione que o frete é grátis acima de 50 euros este mês. Use um tom caloroso e amigável.",
  ja: "今月は50ユーロ以上で送料無料になることを伝えてください。温かく親しみやすい口調でお願いします。",
  zh: "请提到本月满50欧元包邮。请用亲切温暖的语气。",
};

describe("readDetails: instructions in every language", () => {
  it.each(Object.entries(SHIPPING_AND_TONE))("%s: a mention and a tone are instructions, never facts", (_, text) => {
    const reading = readDetails(text);
    expect(reading.tone).toBe("friendly");
    expect(reading.factSegments).toEqual([]);
    expect(reading.facts).toContainEqual({
      kind: "freeShipping",
      threshold: { amount: 50, currency: "EUR" },
      period: "thisMonth",
    });
  });

  it.each<[string, string]>([
    ["en", "Don't mention the price."],
    ["en", "Please leave out the price"],
    ["es", "No menciones el precio."],
    ["fr", "Ne mentionnez pas le prix."],
    ["de", "Den Preis bitte nicht erwähnen."],
    ["de", "Erwähne den Preis nicht."],
    ["it", "Non menzionare il prezzo."],
    ["pt", "Não mencione o preço."],
    ["ja", "価格には触れないでください。"],
    ["zh", "不要提价格。"],
  ])("%s: %s drops the price", (_, text) => {
    const reading = readDetails(text);
    expect([...reading.omit]).toEqual(["price"]);
    expect(reading.factSegments).toEqual([]);
  });

  it.each<[string, string, string]>([
    ["en", "Keep it short.", "short"],
    ["en", "30 seconds please", "standard"],
    ["en", "Under 60 words.", "standard"],
    ["en", "Under 30 words.", "short"],
    ["en", "Make it a detailed, long script.", "long"],
    ["es", "Que sea breve, por favor.", "short"],
    ["fr", "Un texte court, s'il vous plaît.", "short"],
    ["de", "Bitte kurz halten.", "short"],
    ["de", "Maximal 30 Sekunden.", "standard"],
    ["it", "Massimo 30 secondi.", "standard"],
    ["pt", "Texto curto, por favor.", "short"],
    ["ja", "短めにしてください。", "short"],
    ["zh", "请写得简短一点。", "short"],
    ["zh", "60字以内。", "short"],
  ])("%s: %s sets the length to %s", (_, text, length) => {
    const reading = readDetails(text);
    expect(reading.length).toBe(length);
    expect(reading.factSegments).toEqual([]);
  });

  it("counts words for a figure: under 60 words is about 26 seconds at the English voice's rate", () => {
    expect(readDetails("Under 60 words.").seconds).toBeCloseTo(60 / 2.3, 0);
    expect(readDetails("30 seconds please").seconds).toBe(30);
  });

  it.each<[string, string, string]>([
    ["en", "Use a formal tone.", "professional"],
    ["en", "Make it playful!", "playful"],
    ["en", "Luxurious, elegant style please.", "luxurious"],
    ["es", "Tono profesional.", "professional"],
    ["fr", "Un ton ludique.", "playful"],
    ["de", "Bitte in einem edlen, luxuriösen Stil.", "luxurious"],
    ["it", "Tono formale.", "professional"],
    ["pt", "Tom divertido.", "playful"],
    ["ja", "高級感のあるトーンで。", "luxurious"],
    ["zh", "请用专业的语气。", "professional"],
  ])("%s: %s picks the %s tone", (_, text, tone) => {
    expect(readDetails(text).tone).toBe(tone);
  });

  it("keeps facts that merely contain a tone, length or negation word", () => {
    const reading = readDetails("Warm white LED light. Short sleeves. No batteries needed. Elegant brass finish.");
    expect(reading.tone).toBeUndefined();
    expect(reading.length).toBeUndefined();
    expect(reading.omit.size).toBe(0);
    expect(reading.factSegments).toHaveLength(4);
  });

  it("turns a mention into a statement in the seller's language", () => {
    expect(readDetails("Mention that it is handmade in Portugal.").mentions).toEqual([
      { text: "It is handmade in Portugal.", language: "en" },
    ]);
    expect(readDetails("Erwähne, dass jede Tasse von Hand bemalt wird.").mentions[0]?.text).toBe(
      "Jede Tasse wird von Hand bemalt.",
    );
    expect(readDetails("Dites que chaque tasse est peinte à la main.").mentions[0]?.text).toBe(
      "Chaque tasse est peinte à la main.",
    );
    expect(readDetails("手作りであることを伝えてください。").mentions[0]?.text).toBe("手作りです。");
  });

  it("never keeps an unknown request about the writing as a fact", () => {
    const reading = readDetails(
      "Write for young parents. Avoid jargon. Bitte schreibe für Eltern. Handmade oak board.",
    );
    expect(reading.factSegments).toEqual(["Handmade oak board."]);
  });
});
