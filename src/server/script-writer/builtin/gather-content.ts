import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import type { DetailsReading } from "../details/read-details";
import type { Fact } from "../facts/fact-types";
import { parseFactsFromTexts, type FactSource } from "../facts/read-facts";
import { detectLanguage, isSpeakableIn, languageFromTag } from "../language/detect-language";
import { STOP_WORDS } from "../language/stop-words";
import { PHRASE_BOOKS } from "../phrases/phrase-books";
import type { Availability } from "../phrases/types";
import { formatDecimal, formatSpokenPrice } from "../price/spoken-price";
import { isBoilerplate, stripShopFromName } from "../text/boilerplate";
import { cleanText } from "../text/clean-text";
import {
  calmShouting,
  hasTerminalPunctuation,
  isCjkText,
  isMostlyCode,
  spokenLength,
  splitSegments,
  stripBullet,
  stripTrailingPunctuation,
  trimToLength,
} from "../text/segments";
import { commonWordsOf, lineAsSaid } from "./line-name";
import { sameFact } from "./same-fact";
import { PACKAGE_ROW } from "../spec-table";
import { specRowsFor, type SpecRow } from "./spec-rows";

/** Everything the script may say, cleaned and already filtered to the target language. */
export type ScriptContent = {
  name?: string;
  brand?: string;
  category?: string;
  description: string[];
  /** Short feature phrases for one list sentence; the seller's own come first. */
  listItems: string[];
  /** Page features too long for a list, as whole sentences. */
  featureSentences: string[];
  /** The seller's sentences, in the target language only. */
  detailSentences: string[];
  /** Facts read from the page's structure, said in the target language's own words. */
  facts: Fact[];
  /** What the seller asked to be said, in the target language. */
  mentions: string[];
  price?: string;
  availability?: Availability;
  rating?: { value: string; best: string; count: number | undefined };
  /** Words the page writes in lower case: generic words that never belong to a line name. */
  commonWords?: ReadonlySet<string>;
  /** The line name after the brand, read before a shouting name is calmed, as `name` says it. */
  line?: string[];
  /** The page's prose as written (description and features): what "verbatim" is measured against. */
  pageProse?: string;
  /** Spec rows in the target language to read out when there is room (decision 131). */
  specRows?: SpecRow[];
};

const AVAILABILITIES: readonly Availability[] = [
  "in_stock",
  "out_of_stock",
  "preorder",
  "backorder",
  "limited",
  "discontinued",
];
/** Phrases up to this many words read well inside a list; longer ones get their own sentence. */
const MAX_LIST_ITEM_WORDS = 8;
// Values a spec table holds when it has nothing to say.
const NOT_A_FEATURE =
  /^(?:does not apply|not applicable|n\/a|none|unbranded|no brand|see description|other|\W*\d+\W*)$/i;

/** A short phrase with at least one real word and no clauses of its own. */
function isListItem(text: string): boolean {
  return (
    spokenLength(text) <= MAX_LIST_ITEM_WORDS &&
    !/[;；]/u.test(text) &&
    (text.match(/,/g)?.length ?? 0) <= 1 &&
    (/\p{L}{3}/u.test(text) || isCjkText(text))
  );
}

/**
 * Listing copy marks its paragraphs with labels: "【Soft and Homely】…", "AS STRONG AS A
 * DIAMOND- …". The label is decoration; each becomes a line of its own so no sentence runs on.
 */
function withoutLabels(raw: string | undefined): string | undefined {
  return raw
    ?.replace(/【[^】]{1,40}】/gu, "\n")
    .replace(/(^|\s)[\p{Lu}\d][\p{Lu}\d &'’]{3,40}\s?[-–:]\s+(?=\p{L})/gu, "$1\n");
}
/** Enough for a minute's script; the writer drops the later ones first when the target is shorter. */
const MAX_DESCRIPTION_SENTENCES = 12;

export function gatherContent(
  facts: Partial<ProductFacts>,
  details: DetailsReading,
  language: LanguageCode,
): ScriptContent {
  const rawFeatures = Array.isArray(facts.features) ? facts.features.slice(0, 8).map(text) : [];
  const pageText = cleanText([text(facts.description), ...rawFeatures].join("\n"));
  // The page's own words are better evidence than its lang attribute, which templates often get wrong.
  const pageContext = detectLanguage(pageText) ?? languageFromTag(text(facts.language));
  const shops = shopNames(facts);
  const speakable = (segment: string, context: typeof pageContext) =>
    !isMostlyCode(segment) && isSpeakableIn(segment, language, context);
  const pageSentence = (segment: string) => speakable(segment, pageContext) && !isBoilerplate(segment, shops);

  const listItems: string[] = [];
  const featureSentences: string[] = [];
  const detailSentences: string[] = [];
  /** Texts the script speaks as they are; facts they carry need not be said again. */
  const spoken: FactSource[] = [];

  for (const segment of details.factSegments.map(calmShouting)) {
    // A seller pasting the shop's own blurb gets it said as little as a page would.
    if (!speakable(segment, details.language) || isBoilerplate(segment, shops)) continue;
    spoken.push({ text: segment, from: "details" });
    if (!hasTerminalPunctuation(segment) && isListItem(segment)) {
      listItems.push(trimToLength(stripTrailingPunctuation(segment), 90));
    } else {
      detailSentences.push(finishSentence(trimToLength(segment, 300), language));
    }
  }

  for (const raw of rawFeatures) {
    const feature = toFeature(raw, language);
    if (!feature || !pageSentence(feature) || NOT_A_FEATURE.test(feature)) continue;
    spoken.push({ text: feature, from: "text" });
    if (isListItem(feature)) listItems.push(feature);
    else featureSentences.push(finishSentence(trimToLength(feature, isCjkText(feature) ? 80 : 200), language));
  }

  const cleanedName = cleanName(facts.name, language, shops);
  // "Add to basket" read as the product's name is the page's button, not a name.
  const name = cleanedName && !isBoilerplate(cleanedName) ? cleanedName : undefined;
  const rawDescription = splitSegments(withoutLabels(text(facts.description)), language).map(calmShouting);
  // A short shop summary with one line of shop talk ("Buy X at Shop. Selection of Y for you!")
  // is a template through and through; a long description only loses the shop's lines.
  const templated = rawDescription.length <= 3 && rawDescription.some((s) => isBoilerplate(s, shops));
  // A description cut off by the page ("…and is ideal for") ends on a word that cannot end a sentence.
  const last = rawDescription[rawDescription.length - 1];
  if (last && !hasTerminalPunctuation(last) && endsOnFunctionWord(last)) rawDescription.pop();
  const description = (templated ? [] : rawDescription)
    .filter((sentence) => pageSentence(sentence) && sentence !== name)
    .map((sentence) => afterLeadingName(sentence, name))
    .filter((sentence): sentence is string => sentence !== undefined)
    .map((sentence) => shortenSentence(sentence))
    .filter((sentence): sentence is string => sentence !== undefined)
    .slice(0, MAX_DESCRIPTION_SENTENCES)
    .map((sentence) => finishSentence(sentence, language));
  description.forEach((sentence) => spoken.push({ text: sentence, from: "text" }));
  // A name says its facts only to listeners of its own language: "Leather Chelsea Boot" tells
  // an English listener the material, not a French one.
  const nameLanguage = detectLanguage(name ?? "") ?? pageContext;
  if (name && (nameLanguage === language || nameLanguage === undefined)) spoken.push({ text: name, from: "name" });

  const category = cleanCategory(facts.category, language);
  const availability = details.omit.has("availability")
    ? undefined
    : AVAILABILITIES.find((a) => a === facts.availability);
  const price =
    typeof facts.price === "number" && !details.omit.has("price")
      ? formatSpokenPrice(facts.price, text(facts.currency), language)
      : undefined;
  const rating = details.omit.has("rating") ? undefined : readRating(facts.rating, language);
  const brand = details.omit.has("brand") ? undefined : cleanBrand(facts.brand, language, shops);
  const commonWords = commonWordsOf([pageText, text(facts.category)].join("\n"));
  const specRows = specRowsFor(facts, language, pageContext, { name, brand: text(facts.brand), shops });
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    ...(category && isSpeakableIn(category, language, pageContext) ? { category } : {}),
    description,
    listItems: dedupe(listItems),
    featureSentences: dedupe(featureSentences),
    detailSentences: dedupe(detailSentences),
    facts: unsaidFacts(facts, rawFeatures, details, spoken),
    mentions: details.mentions
      .filter((m) => m.language === language || (m.language === undefined && details.language === language))
      .map((m) => m.text),
    ...(price ? { price } : {}),
    ...(availability ? { availability } : {}),
    ...(rating ? { rating } : {}),
    commonWords,
    ...(specRows.length > 0 ? { specRows } : {}),
    pageProse: [text(facts.description) ?? "", ...(Array.isArray(facts.features) ? facts.features : [])].join("\n"),
    ...(name ? { line: lineAsSaid(cleanText(text(facts.name)), name, brand, commonWords) } : {}),
  };
}

/**
 * A description line that only repeats the product's name with a word or two ("Keystick Wall
 * Sconce Aged Brass.") is a title, not a sentence, and the opening has just said the name.
 */
function afterLeadingName(sentence: string, name: string | undefined): string | undefined {
  if (!name || name.length < 8) return sentence;
  const fold = (text: string) => text.toLocaleLowerCase();
  if (!fold(sentence).startsWith(fold(name))) return sentence;
  const rest = sentence
    .slice(name.length)
    .replace(/[\s,.;:!?·|–—-]+/gu, " ")
    .trim();
  return rest.split(" ").filter((word) => /\p{L}/u.test(word)).length < 3 ? undefined : sentence;
}

/**
 * The page's and the seller's facts that the spoken text does not already carry. The seller's
 * come first: they know their product. Facts of the same kind keep the first one found.
 */
function unsaidFacts(
  facts: Partial<ProductFacts>,
  rawFeatures: (string | undefined)[],
  details: DetailsReading,
  spoken: FactSource[],
): Fact[] {
  const page = parseFactsFromTexts([
    { text: cleanText(text(facts.name)), from: "name" },
    ...rawFeatures.map((f) => ({ text: cleanText(f), from: "text" as const })),
    ...splitSegments(facts.description).map((s) => ({ text: s, from: "text" as const })),
    // The spec table last: the features' and description's own words win for a kind they share.
    ...specTexts(facts).map((s) => ({ text: s, from: "text" as const })),
  ]);
  const all = [...details.facts];
  for (const fact of page) if (!all.some((f) => sameFact(f, fact, "kind"))) all.push(fact);
  const said = parseFactsFromTexts(spoken);
  return all.filter((fact) => !said.some((s) => sameFact(s, fact, "value")));
}

/** The spec table's rows as "label: value" lines, without those about the parcel. */
function specTexts(facts: Partial<ProductFacts>): string[] {
  const rows = Array.isArray(facts.specs) ? facts.specs : [];
  return rows
    .filter((row) => typeof row?.name === "string" && typeof row.value === "string" && !PACKAGE_ROW.test(row.name))
    .map((row) => cleanText(`${row.name}: ${row.value}`));
}

/**
 * Listing features often open with a label: "LONG LIFE: Up to 30 hours…", "【高音質】13mm…".
 * A shouted or bracketed label is decoration, so a short rest stands alone; a paragraph-long
 * rest is summed up by its label instead. A plain label ("Colour: black", "Publisher: X") marks
 * a spec line, which is said through the facts it carries, never read out as it stands.
 */
function toFeature(raw: unknown, language: LanguageCode): string | undefined {
  const cleaned = stripBullet(cleanText(raw, { language }));
  // A colon between digits is a ratio or a time ("4:3 aspect ratio", "10:30"), not a label's end.
  const labelled =
    /^【([^】]{1,30})】\s*(.*)$/u.exec(cleaned) ??
    /^((?:[^:：]|(?<=\d)[:：](?=\d)){2,40}?)(?:(?<!\d)[:：]|[:：](?!\d))\s*(.+)$/u.exec(cleaned);
  const label = labelled?.[1]?.trim();
  const rest = labelled?.[2]?.trim();
  let feature = calmShouting(cleaned);
  if (label && rest !== undefined) {
    const decorative = cleaned.startsWith("【") || (/\p{Lu}/u.test(label) && label === label.toLocaleUpperCase());
    const restLength = spokenLength(rest);
    // A plain one-word label ("Condition", "Material") names a field, not what the rest is about.
    const sumsUp = decorative || /\s/u.test(label) || isCjkText(label);
    if (restLength > 12 && !isMostlyCode(label) && sumsUp) feature = calmShouting(label);
    else if (decorative && restLength > 0) feature = calmShouting(rest);
    else if (decorative) feature = calmShouting(label);
    else return undefined;
  }
  feature = stripTrailingPunctuation(feature);
  return feature.length > 0 ? feature : undefined;
}

// Pack notation is said as a fact ("a pack of two"), never read out: "(2-tlg.)", "(Pack of 2)", "3er-Set".
const PACK_NOTATION =
  /\s*[([]?\b(?:\d{1,2}[- ]?tlg\.?|\d{1,2}[- ]?teilig|pack of \d{1,2}|\d{1,2}[- ]?pack|set of \d{1,2}|\d{1,2}er[- ]?(?:pack|packung|set)|lot de \d{1,2}|pack de \d{1,2}|\d{1,2}[- ]?(?:pcs?|pièces|piezas|pezzi|peças)|\d{1,2}点セット|\d{1,2}件套|\d{1,2}件装)\b\.?[)\]]?/giu;

/** Product names are proper nouns, spoken in any language, but listing titles run long. */
function cleanName(raw: unknown, language: LanguageCode, shops: readonly string[]): string | undefined {
  const withoutPromo = text(raw)
    ?.replace(/【[^】]*】|\[[^\]]*\]|［[^］]*］/g, " ")
    .replace(PACK_NOTATION, " ");
  let name = calmShouting(cleanText(withoutPromo, { language }));
  // "(Exclusive to Amazon.co.uk)" loses its domain to cleaning; the empty rest goes too.
  name = name.replace(/\s*\((?:[^()]*\s)?(?:to|at|from|on|by|bei|von|chez|sur|en|da|su|em)\s*\)/giu, "");
  name = stripShopFromName(name.replace(/\s*[,(]\s*$/, ""), shops);
  const limit = isCjkText(name) ? 40 : 70;
  // A name that runs on into sentences ("… Smart Connected. 90 W, Pulveriza…") or repeats itself
  // keeps its first sentence.
  const sentences = name.split(/(?<=\p{L}{2})[.!?]\s+(?=\p{Lu})/u);
  if (sentences.length > 1 && (name.length > limit || new Set(sentences).size < sentences.length)) {
    name = sentences[0] ?? name;
  }
  if (name.length > limit) {
    const separator = /\s[|–—-]\s|,\s|\s\(|:\s|（|、|，/g;
    for (const match of name.matchAll(separator)) {
      if (match.index >= 10) {
        name = name.slice(0, match.index);
        break;
      }
    }
  }
  name = stripTrailingPunctuation(trimToLength(name, limit))
    .replace(/^[\s"“”'«»「」]+|[\s"“”'«»「」]+$/g, "")
    .replace(/\s*\(\s*$/, "");
  return /\p{L}/u.test(name) ? name : undefined;
}

// Marketplaces fill the brand field with these when the seller named none.
const NOT_A_BRAND =
  /^(?:unbranded|no brand|non-branded|generic|brandless|sin marca|gen[ée]rico|ohne marke|sans marque|g[ée]n[ée]rique|senza marca|sem marca|n\/?a|none|other)$/iu;

function cleanBrand(raw: unknown, language: LanguageCode, shops: readonly string[]): string | undefined {
  const brand = stripTrailingPunctuation(cleanText(raw, { language }));
  if (brand.length === 0 || brand.length > 40 || !/\p{L}/u.test(brand) || NOT_A_BRAND.test(brand)) return undefined;
  // "Amazon" on an Amazon page is the shop, not who made the product.
  return shops.some((shop) => shop.toLocaleLowerCase() === brand.toLocaleLowerCase()) ? undefined : brand;
}

/** The shop's name and its domain's label ("Argos", "argos"): never spoken as the seller. */
function shopNames(facts: Partial<ProductFacts>): string[] {
  const names = new Set<string>();
  const shop = cleanText(text(facts.shopName));
  if (shop && shop.length >= 3) names.add(shop);
  try {
    const host = new URL(text(facts.canonicalUrl) ?? "").hostname.toLowerCase().split(".");
    const second = /^(?:co|com|org|net|ac|gov|edu|ne|or|gob)$/.test(host[host.length - 2] ?? "");
    const label = host[host.length - (second && host.length >= 3 ? 3 : 2)];
    if (label && label.length >= 4) names.add(label);
  } catch {
    // no usable URL: the shop name alone
  }
  // A shop that sells its own brand (IKEA) is also the brand: its name is then fair to say.
  const brand = cleanText(text(facts.brand)).toLocaleLowerCase();
  return [...names].filter((n) => {
    const lower = n.toLocaleLowerCase();
    return lower !== brand && !brand.includes(lower);
  });
}

/** Breadcrumbs ("Electronics > Audio > Headphones") name the product best by their last step. */
function cleanCategory(raw: unknown, language: LanguageCode): string | undefined {
  const steps = (text(raw) ?? "").split(/\s*(?:>|›|»|\/|\||&gt;)\s*/).filter((s) => s.trim());
  const category = stripTrailingPunctuation(calmShouting(cleanText(steps[steps.length - 1], { language })));
  if (!category || category.length > 40 || isMostlyCode(category)) return undefined;
  if (SECTIONS.has(category.toLocaleLowerCase().replace(/[’']/gu, ""))) return undefined;
  return category;
}

/**
 * A shop's sections by audience or occasion are not what the product is: "It's a real standout in
 * the WOMAN category" tells nothing. Breadcrumbs of fashion and department stores end on them.
 */
const SECTIONS: ReadonlySet<string> = new Set(
  [
    "women womens woman men mens man kids kid children baby babies girls boys unisex sale new home all shop",
    "damen herren kinder mädchen jungen neu neuheiten startseite",
    "femme femmes homme hommes enfant enfants bébé fille filles garçon garçons soldes nouveautés accueil",
    "mujer mujeres hombre hombres niño niños niña niñas bebé rebajas novedades inicio",
    "donna donne uomo uomini bambino bambini bambina bambine neonato saldi novità",
    "mulher mulheres homem homens criança crianças bebê menina meninas menino meninos promoções novidades início",
    "レディース メンズ キッズ ベビー ホーム トップ セール 女装 男装 童装 女士 男士 儿童 首页 女性 男性",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Keeps a description sentence whole when it is of speakable length; a run-on is cut at its
 * last clause boundary, and one without any is dropped rather than stopped mid-thought.
 */
function shortenSentence(sentence: string): string | undefined {
  const cjk = isCjkText(sentence);
  const limit = cjk ? 90 : 220;
  if (sentence.length <= limit) return sentence;
  const head = sentence.slice(0, limit);
  const boundary = Math.max(head.lastIndexOf(cjk ? "，" : ", "), head.lastIndexOf("; "), head.lastIndexOf("、"));
  return boundary >= limit * 0.3 ? stripTrailingPunctuation(head.slice(0, boundary)) : undefined;
}

function finishSentence(sentence: string, language: LanguageCode): string {
  if (hasTerminalPunctuation(sentence)) return sentence;
  return `${stripTrailingPunctuation(sentence)}${PHRASE_BOOKS[language].fullStop}`;
}

/** Ratings are worth saying only when they persuade: a valid 3.5 of 5 or better. */
function readRating(raw: ProductFacts["rating"], language: LanguageCode): ScriptContent["rating"] {
  if (!raw || typeof raw !== "object") return undefined;
  const { value, count, best: rawBest } = raw;
  const best = typeof rawBest === "number" && Number.isFinite(rawBest) && rawBest > 0 ? rawBest : 5;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > best) return undefined;
  if (value / best < 0.7) return undefined;
  const reviews =
    typeof count === "number" && Number.isFinite(count) && count >= 1 && count < 1e9 ? Math.round(count) : undefined;
  return { value: formatDecimal(value, 1, language), best: formatDecimal(best, 1, language), count: reviews };
}

function endsOnFunctionWord(sentence: string): boolean {
  const lastWord = /(\p{L}+)\W*$/u.exec(sentence)?.[1]?.toLocaleLowerCase() ?? "";
  return Object.values(STOP_WORDS).some((words: ReadonlySet<string>) => words.has(lastWord));
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
