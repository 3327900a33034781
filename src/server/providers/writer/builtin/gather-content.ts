import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { ProductFacts } from "../../../../shared/product-facts";
import { detectLanguage, isSpeakableIn, languageFromTag } from "../language/detect-language";
import { PHRASE_BOOKS } from "../phrases/phrase-books";
import type { Availability } from "../phrases/types";
import { formatDecimal, formatSpokenPrice } from "../price/spoken-price";
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
  price?: string;
  availability?: Availability;
  rating?: { value: string; best: string; count: number | undefined };
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
const MAX_LIST_ITEM_WORDS = 10;
const MAX_DESCRIPTION_SENTENCES = 4;

export function gatherContent(facts: Partial<ProductFacts>, details: unknown, language: LanguageCode): ScriptContent {
  const rawFeatures = Array.isArray(facts.features) ? facts.features.slice(0, 8) : [];
  const pageText = cleanText([text(facts.description), ...rawFeatures.map(text)].join("\n"));
  // The page's own words are better evidence than its lang attribute, which templates often get wrong.
  const pageContext = detectLanguage(pageText) ?? languageFromTag(text(facts.language));
  const detailsContext = detectLanguage(cleanText(details));
  const speakable = (segment: string, context: typeof pageContext) =>
    !isMostlyCode(segment) && isSpeakableIn(segment, language, context);

  const listItems: string[] = [];
  const featureSentences: string[] = [];
  const detailSentences: string[] = [];

  for (const segment of splitSegments(details, language).map(calmShouting)) {
    if (!speakable(segment, detailsContext)) continue;
    if (!hasTerminalPunctuation(segment) && spokenLength(segment) <= MAX_LIST_ITEM_WORDS) {
      listItems.push(trimToLength(stripTrailingPunctuation(segment), 90));
    } else {
      detailSentences.push(finishSentence(trimToLength(segment, 300), language));
    }
  }

  for (const raw of rawFeatures) {
    const feature = toFeature(raw, language);
    if (!feature || !speakable(feature, pageContext)) continue;
    if (spokenLength(feature) <= MAX_LIST_ITEM_WORDS) listItems.push(feature);
    else featureSentences.push(finishSentence(trimToLength(feature, isCjkText(feature) ? 80 : 200), language));
  }

  const name = cleanName(facts.name, language);
  const description = splitSegments(facts.description, language)
    .map(calmShouting)
    .filter((sentence) => speakable(sentence, pageContext) && sentence !== name)
    .map((sentence) => shortenSentence(sentence))
    .filter((sentence): sentence is string => sentence !== undefined)
    .slice(0, MAX_DESCRIPTION_SENTENCES)
    .map((sentence) => finishSentence(sentence, language));

  const category = cleanCategory(facts.category, language);
  const availability = AVAILABILITIES.find((a) => a === facts.availability);
  const price =
    typeof facts.price === "number" ? formatSpokenPrice(facts.price, text(facts.currency), language) : undefined;
  const rating = readRating(facts.rating, language);
  const brand = cleanBrand(facts.brand, language);
  return {
    ...(name ? { name } : {}),
    ...(brand ? { brand } : {}),
    ...(category && isSpeakableIn(category, language, pageContext) ? { category } : {}),
    description,
    listItems: dedupe(listItems),
    featureSentences: dedupe(featureSentences),
    detailSentences: dedupe(detailSentences),
    ...(price ? { price } : {}),
    ...(availability ? { availability } : {}),
    ...(rating ? { rating } : {}),
  };
}

/**
 * Listing features often open with a label: "LONG LIFE: Up to 30 hours…", "【高音質】13mm…".
 * A shouted or bracketed label is decoration, so a short rest stands alone; a paragraph-long
 * rest is summed up by its label instead. A plain label ("Colour: black") is part of the fact.
 */
function toFeature(raw: unknown, language: LanguageCode): string | undefined {
  const cleaned = stripBullet(cleanText(raw, { language }));
  const labelled = /^【([^】]{1,30})】\s*(.*)$/u.exec(cleaned) ?? /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(cleaned);
  const label = labelled?.[1]?.trim();
  const rest = labelled?.[2]?.trim();
  let feature = calmShouting(cleaned);
  if (label && rest !== undefined) {
    const decorative = cleaned.startsWith("【") || (/\p{Lu}/u.test(label) && label === label.toLocaleUpperCase());
    const restLength = spokenLength(rest);
    if (restLength > 12 && !isMostlyCode(label)) feature = calmShouting(label);
    else if (decorative && restLength > 0) feature = calmShouting(rest);
    else if (decorative) feature = calmShouting(label);
  }
  feature = stripTrailingPunctuation(feature);
  return feature.length > 0 ? feature : undefined;
}

/** Product names are proper nouns, spoken in any language, but listing titles run long. */
function cleanName(raw: unknown, language: LanguageCode): string | undefined {
  const withoutPromo = text(raw)?.replace(/【[^】]*】|\[[^\]]*\]|［[^］]*］/g, " ");
  let name = calmShouting(cleanText(withoutPromo, { language }));
  const limit = isCjkText(name) ? 40 : 70;
  if (name.length > limit) {
    const separator = /\s[|–—-]\s|,\s|\s\(|:\s|（|、|，/g;
    for (const match of name.matchAll(separator)) {
      if (match.index >= 10) {
        name = name.slice(0, match.index);
        break;
      }
    }
  }
  name = stripTrailingPunctuation(trimToLength(name, limit)).replace(/^[\s"“”'«»「」]+|[\s"“”'«»「」]+$/g, "");
  return /\p{L}/u.test(name) ? name : undefined;
}

function cleanBrand(raw: unknown, language: LanguageCode): string | undefined {
  const brand = stripTrailingPunctuation(cleanText(raw, { language }));
  return brand.length > 0 && brand.length <= 40 && /\p{L}/u.test(brand) ? brand : undefined;
}

/** Breadcrumbs ("Electronics > Audio > Headphones") name the product best by their last step. */
function cleanCategory(raw: unknown, language: LanguageCode): string | undefined {
  const steps = (text(raw) ?? "").split(/\s*(?:>|›|»|\/|\||&gt;)\s*/).filter((s) => s.trim());
  const category = stripTrailingPunctuation(calmShouting(cleanText(steps[steps.length - 1], { language })));
  if (!category || category.length > 40 || isMostlyCode(category)) return undefined;
  return category;
}

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
