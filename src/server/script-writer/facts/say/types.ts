import type { Fact, Period } from "../fact-types";

/**
 * How one language says each fact. `item` is a phrase for the list sentence ("up to 40 hours of
 * battery life"), `sentence` a sentence of its own ("Made of oak."), `benefit` a sentence that
 * frames a fact as what the buyer gains, used at high creativity. Undefined means "no safe way
 * to say it here", and the fact is left out.
 */
export type FactBook = {
  item(fact: Fact): string | undefined;
  sentence(fact: Fact, price: (amount: number, currency: string) => string | undefined): string | undefined;
  benefit(fact: Fact): string | undefined;
};

export type PeriodWords = Record<Period, string>;

/** A light product is worth calling light: up to a kilogram (or two pounds, 35 ounces). */
export function isLight(fact: Fact): boolean {
  if (fact.kind !== "weight") return false;
  const { value, unit } = fact.measure;
  const grams = unit === "kg" ? value * 1000 : unit === "lb" ? value * 453.6 : unit === "oz" ? value * 28.35 : value;
  return grams > 0 && grams <= 1000;
}

/** Warranty months as whole years when they are ("24" → 2 years). */
export function warrantyYears(months: number): number | undefined {
  return months % 12 === 0 ? months / 12 : undefined;
}

/**
 * The spoken amount above which shipping is free: undefined when there is none, null when there
 * is one but its currency cannot be said (then the fact is left out rather than half said).
 */
export function shippingThreshold(
  fact: Fact,
  price: (amount: number, currency: string) => string | undefined,
): string | null | undefined {
  if (fact.kind !== "freeShipping" || !fact.threshold) return undefined;
  return price(fact.threshold.amount, fact.threshold.currency) ?? null;
}
