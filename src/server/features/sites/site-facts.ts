import { createHash } from "node:crypto";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import type { SpokenChange, SpokenFacts } from "../../db/schema/index";
import { speakableSpecRows } from "../../script-writer/spec-table";

/** Marks a fingerprint that covers the spec table; one without it is from before (decision 144). */
const V2 = "v2:";

/**
 * What an audio of a site product speaks, and how two versions are compared (decision 066).
 * The writer is handed exactly these facts (`writerFacts`), so they are what its script can say:
 * name, price (with currency), availability, the feature lines and the spec rows a writer may say
 * (decision 144). With `evergreen` the price, the stock and any discount are left out of what the
 * writer gets, so they are neither spoken nor compared: a price change then needs no new audio.
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
  // Always present, even empty: facts stored without it are from before the spec table counted.
  spoken.specs = speakableSpecRows(writerFacts(facts, evergreen)).map((row) => `${row.name}: ${row.value}`);
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
    ...(rest.specs ? { specs: rest.specs.filter((row) => !OFFER.test(`${row.name}: ${row.value}`)) } : {}),
  };
}

/**
 * "v2:" and sha-256 over a canonical form of the spoken facts: key order fixed, features in page
 * order, spec rows as a set (case, spacing and row order are layout, not something said).
 */
export function spokenFingerprint(spoken: SpokenFacts): string {
  return V2 + sha256([...legacyParts(spoken), [...new Set((spoken.specs ?? []).map(specKey))].sort()]);
}

/** The fingerprint as stored before decision 144: the same facts without the spec table. */
export function legacyFingerprint(spoken: SpokenFacts): string {
  return sha256(legacyParts(spoken));
}

export function isLegacyFingerprint(fingerprint: string): boolean {
  return !fingerprint.startsWith(V2);
}

/**
 * The page's spoken facts fingerprinted in the form of a stored fingerprint, so an audio made
 * before the spec table counted is compared like with like and not re-voiced for it (decision 144).
 */
export function fingerprintLike(stored: string | null, spoken: SpokenFacts): string {
  return stored !== null && isLegacyFingerprint(stored) ? legacyFingerprint(spoken) : spokenFingerprint(spoken);
}

function legacyParts(spoken: SpokenFacts): unknown[] {
  return [spoken.name ?? null, spoken.price ?? null, spoken.availability ?? null, spoken.features ?? []];
}

function sha256(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 32);
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
  // Facts stored before the spec table counted say nothing of it: no row is "new" against them.
  if (before === null || before.specs !== undefined) changes.push(...specChanges(old.specs ?? [], after.specs ?? []));
  return changes;
}

/** Spec rows paired by label: a new value is one change ("Weight: 1.2 kg" → "Weight: 1.4 kg"). */
function specChanges(was: string[], now: string[]): SpokenChange[] {
  const byLabel = (lines: string[]) => new Map(lines.map((line) => [specKey(line).split(": ")[0] ?? "", line]));
  const before = byLabel(was);
  const after = byLabel(now);
  const changes: SpokenChange[] = [];
  for (const [label, line] of before) {
    const next = after.get(label);
    if (next === undefined) changes.push({ field: "spec", old: line, new: null });
    else if (specKey(next) !== specKey(line)) changes.push({ field: "spec", old: line, new: next });
  }
  for (const [label, line] of after) if (!before.has(label)) changes.push({ field: "spec", old: null, new: line });
  return changes;
}

/** A spec row as compared: the same text whatever its case, spacing or Unicode form. */
function specKey(line: string): string {
  return line
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/\s+/gu, " ")
    .replace(/\s*[:：]\s*/u, ": ")
    .trim();
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
