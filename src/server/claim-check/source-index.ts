import type { ProductFacts } from "../../shared/generator/product-facts";
import { COUNTRIES, type CountryKey } from "../script-writer/facts/countries";
import { MATERIALS, type MaterialKey } from "../script-writer/facts/lexicon";
import { parseFactsFromTexts } from "../script-writer/facts/read-facts";
import { readDetails } from "../script-writer/details/read-details";
import { splitSentences } from "../providers/speech/sentence-split";
import { splitSegments } from "../script-writer/text/segments";
import { specLineIsSource } from "../script-writer/spec-table";
import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { marksIn } from "./certifications";
import { EXTRA_MATERIALS } from "./extra-materials";
import { factKeys, namedFactKeys } from "./fact-keys";
import { fold, squash, words } from "./fold";
import { colourWord } from "./named-attributes";
import { genericClaimsIn, type GenericKey } from "./generic-claims";
import { readQuantities, type Quantity } from "./quantities";

/**
 * What a script may say: the page's extracted facts and text and the seller's details (their
 * product information; instructions such as "don't mention the price" are split off by the
 * writer's own reader). Kept with the draft so every later check uses the same sources.
 */
export type ClaimSources = {
  facts?: Partial<ProductFacts>;
  /** The page's readable text, when the extractor kept it. */
  pageText?: string;
  /** The seller's "Product Details & Requirements", as typed. */
  details?: string;
};

export type SourceQuantity = { quantity: Quantity; segment: number };

/** The sources read once: every figure, mark, generic claim and named attribute they carry. */
export type SourceIndex = {
  /** The page's declared language ("en" for "en-GB"), when the extractor found one. */
  language?: string;
  segments: string[];
  segmentWords: Set<string>[];
  words: Set<string>;
  squashed: string;
  quantities: SourceQuantity[];
  ratings: { value: number; best: number; segment: number }[];
  generic: Set<GenericKey>;
  marks: Set<string>;
  materials: Set<MaterialKey>;
  /** Materials outside the writer's lexicon (./extra-materials). */
  extraMaterials: Set<string>;
  countries: Set<CountryKey>;
  colours: Set<string>;
  facts: Set<string>;
};

function texts(sources: ClaimSources): string[] {
  const facts = sources.facts ?? {};
  const out: string[] = [];
  const push = (value: unknown) => {
    if (typeof value === "string" && value.trim()) out.push(value);
  };
  push(facts.name);
  push(facts.brand);
  push(facts.category);
  (Array.isArray(facts.features) ? facts.features : []).forEach(push);
  // The spec table's rows as the page prints them ("Item weight: 228 g"), one segment each. A row's
  // figure counts only where the writer's fact reader knows what it measures: a bare "4 patas"
  // or "charging time: up to 3 hours" would otherwise lend its number to any claim (decision 132).
  for (const row of Array.isArray(facts.specs) ? facts.specs : []) {
    if (typeof row?.name !== "string" || typeof row.value !== "string") continue;
    const line = `${row.name}: ${row.value}`;
    if (specLineIsSource(line)) push(line);
  }
  push(facts.description);
  push(sources.pageText);
  if (sources.details) {
    // Everything the seller typed except their requests ("don't mention the price", "make it
    // short"); what they asked to be said ("mention that shipping is free") is a source too.
    const reading = readDetails(sources.details);
    const instructions = new Set(reading.instructions);
    splitSegments(sources.details)
      .filter((segment) => !instructions.has(segment))
      .forEach(push);
    reading.mentions.forEach((m) => push(m.text));
  }
  return out;
}

const COUNTRY_ANYWHERE = (Object.keys(COUNTRIES) as CountryKey[]).map(
  (key) => [key, new RegExp(`(?<![\\p{L}])(?:${COUNTRIES[key].match.source.replace(/^\^/, "")})`, "iu")] as const,
);

export function buildSourceIndex(sources: ClaimSources): SourceIndex {
  const segments: string[] = [];
  for (const text of texts(sources)) {
    for (const line of text.split(/\n+/)) {
      for (const sentence of splitSentences(line)) {
        const trimmed = sentence.trim();
        if (trimmed) segments.push(trimmed);
      }
    }
  }
  const facts = sources.facts ?? {};
  const all = segments.join("\n");
  const folded = fold(all);
  const lower = all.toLowerCase();
  const index: SourceIndex = {
    ...(typeof facts.language === "string" && facts.language
      ? { language: facts.language.toLowerCase().split(/[-_]/)[0] }
      : {}),
    segments,
    segmentWords: segments.map((s) => new Set(words(s))),
    words: new Set(words(all)),
    squashed: squash(all),
    quantities: [],
    ratings: [],
    generic: new Set(genericClaimsIn(folded, LANGUAGE_CODES).map((g) => g.key)),
    marks: new Set(marksIn(all, folded).map((m) => m.key)),
    materials: new Set((Object.keys(MATERIALS) as MaterialKey[]).filter((key) => MATERIALS[key].match.test(lower))),
    extraMaterials: new Set(Object.keys(EXTRA_MATERIALS).filter((key) => EXTRA_MATERIALS[key]!.match.test(lower))),
    countries: new Set(COUNTRY_ANYWHERE.filter(([, pattern]) => pattern.test(all)).map(([key]) => key)),
    colours: new Set(),
    facts: new Set(),
  };
  for (const word of new Set(lower.split(/[^\p{L}]+/u))) for (const key of colourWord(word)) index.colours.add(key);
  segments.forEach((segment, i) => {
    for (const quantity of readQuantities(fold(segment), "any")) index.quantities.push({ quantity, segment: i });
    for (const key of factKeys(parseFactsFromTexts([{ text: segment, from: "name" }]))) index.facts.add(key);
    for (const key of namedFactKeys(segment)) index.facts.add(key);
  });
  for (const { quantity, segment } of index.quantities) {
    if (quantity.best) for (const value of quantity.values) index.ratings.push({ value, best: quantity.best, segment });
  }
  addStructured(index, facts);
  return index;
}

/** The extractor's structured price and rating, which the page text may not spell out. */
function addStructured(index: SourceIndex, facts: Partial<ProductFacts>): void {
  if (typeof facts.price === "number" && typeof facts.currency === "string") {
    const segment = index.segments.push(`${facts.price} ${facts.currency}`) - 1;
    index.segmentWords.push(new Set(words(index.segments[segment]!)));
    index.quantities.push({
      quantity: {
        text: index.segments[segment]!,
        values: [facts.price],
        halfStep: 0.005,
        meanings: [{ kind: "currency", codes: [facts.currency.toUpperCase()] }],
      },
      segment,
    });
  }
  const rating = facts.rating;
  if (rating && typeof rating.value === "number") {
    const best = typeof rating.best === "number" && rating.best > 0 ? rating.best : 5;
    const count = typeof rating.count === "number" ? ` (${rating.count} reviews)` : "";
    const segment = index.segments.push(`Rating ${rating.value} of ${best}${count}`) - 1;
    index.segmentWords.push(new Set(words(index.segments[segment]!)));
    index.ratings.push({ value: rating.value, best, segment });
    for (const value of [rating.value, best, rating.count]) {
      if (typeof value === "number") {
        index.quantities.push({ quantity: { text: String(value), values: [value], halfStep: 0.5 }, segment });
      }
    }
  }
}

const CACHE = new WeakMap<ClaimSources, SourceIndex>();

/** The index for these sources, built once per sources object. */
export function sourceIndex(sources: ClaimSources): SourceIndex {
  let index = CACHE.get(sources);
  if (!index) {
    index = buildSourceIndex(sources);
    CACHE.set(sources, index);
  }
  return index;
}
