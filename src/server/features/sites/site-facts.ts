import { createHash } from "node:crypto";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import type { SpokenChange, SpokenFacts } from "../../db/schema/index";

/**
 * What an audio of a site product speaks, and how two versions are compared (decision 066).
 * The writer is handed exactly these facts (`writerFacts`), so they are what its script can say:
 * name, price (with currency), availability and the feature lines. With `evergreen` the price,
 * the stock and any discount are left out of what the writer gets, so they are neither spoken
 * nor compared: a price change then needs no new audio.
 */
export function spokenFactsOf(facts: ProductFacts, evergreen: boolean): SpokenFacts {
  const spoken: SpokenFacts = {};
  const name = clean(facts.name);
  if (name) spoken.name = name;
  if (!evergreen) {
    if (facts.price !== undefined)
      spoken.price = `${facts.price.toFixed(2)}${facts.currency ? ` ${facts.currency}` : ""}`;
    if (facts.availability) spoken.availability = facts.availability;
  }
  const features = facts.features.map(clean).filter((f): f is string => Boolean(f));
  if (features.length) spoken.features = features;
  return spoken;
}

/** The facts the writer gets: the page's facts less what an evergreen script must not say. */
export function writerFacts(facts: ProductFacts, evergreen: boolean): ProductFacts {
  if (!evergreen) return facts;
  const { price: _price, currency: _currency, availability: _availability, ...rest } = facts;
  return {
    ...rest,
    description: withoutOffers(rest.description),
    features: rest.features.filter((f) => !OFFER.test(f)),
  };
}

/** sha-256 over a canonical form of the spoken facts (key order fixed, features in page order). */
export function spokenFingerprint(spoken: SpokenFacts): string {
  const canonical = JSON.stringify([
    spoken.name ?? null,
    spoken.price ?? null,
    spoken.availability ?? null,
    spoken.features ?? [],
  ]);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 32);
}

/** What changed between the facts an audio speaks and the page now, field by field. */
export function spokenChanges(before: SpokenFacts | null, after: SpokenFacts): SpokenChange[] {
  const changes: SpokenChange[] = [];
  const old = before ?? {};
  for (const field of ["name", "price", "availability"] as const) {
    if ((old[field] ?? null) !== (after[field] ?? null))
      changes.push({ field, old: old[field] ?? null, new: after[field] ?? null });
  }
  const was = old.features ?? [];
  const now = after.features ?? [];
  for (const feature of was.filter((f) => !now.includes(f)))
    changes.push({ field: "feature", old: feature, new: null });
  for (const feature of now.filter((f) => !was.includes(f)))
    changes.push({ field: "feature", old: null, new: feature });
  return changes;
}

/** Words that announce a price, a stock level or a discount, left out of evergreen scripts. */
const OFFER =
  /(\d+\s?%\s?off|\bsale\b|\bdiscount|\bin stock\b|\bout of stock\b|\bonly \d+ left\b|[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|jpy)\b)/i;

function withoutOffers(text: string | undefined): string | undefined {
  if (!text) return text;
  const kept = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !OFFER.test(sentence))
    .join(" ")
    .trim();
  return kept || undefined;
}

function clean(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, " ").trim();
  return text ? text : undefined;
}
