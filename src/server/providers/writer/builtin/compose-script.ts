import type { LanguageCode } from "../../../../shared/catalog/languages";
import { STOP_WORDS, type LatinLanguage } from "../language/stop-words";
import { PHRASE_BOOKS } from "../phrases/phrase-books";
import type { PhraseBook } from "../phrases/types";
import { tidyPunctuation } from "../text/clean-text";
import { spokenLength } from "../text/segments";
import type { ScriptContent } from "./gather-content";
import { makeChooser, toneFor } from "./seeded-choice";

/** Aim for about a minute of speech; trim optional parts past the soft target, more past the hard one. */
const SOFT_MAX_WORDS = 160;
const HARD_MAX_WORDS = 180;
const MAX_FEATURES = 4;
const MAX_DETAIL_SENTENCES = 6;

/** Paragraphs: who and what / why / price, availability and the call to action. */
type Part = { text: string; paragraph: 0 | 1 | 2; priority: number };

export function composeScript(
  content: ScriptContent,
  language: LanguageCode,
  creativity: number,
  seed: string,
): string {
  const book = PHRASE_BOOKS[language];
  const choose = makeChooser(seed, toneFor(creativity));
  const parts: Part[] = [];
  const add = (paragraph: Part["paragraph"], priority: number, text: string) => {
    if (text.trim()) parts.push({ text: text.trim(), paragraph, priority });
  };

  const { name, brand } = content;
  const brandInName = !!name && !!brand && name.toLocaleLowerCase().includes(brand.toLocaleLowerCase());
  if (name && brand && !brandInName) add(0, 0, choose("intro", book.intro.nameAndBrand)(name, brand));
  else if (name) add(0, 0, choose("intro", book.intro.name)(name));
  else if (brand) add(0, 0, choose("intro", book.intro.brand)(brand));
  else add(0, 0, choose("intro", book.intro.generic));
  // A description says what the product is better than its category does.
  if (content.category && content.description.length === 0)
    add(0, 6, choose("category", book.category)(content.category));
  content.description.forEach((sentence, i) => add(0, i === 0 ? 2 : 5 + i, sentence));

  const items = content.listItems.slice(0, MAX_FEATURES).map((item) => listItem(item, book, language));
  if (items.length > 0) add(1, 1, choose("features", book.features)(book.joinList(items)));
  const room = Math.min(2, MAX_FEATURES - items.length);
  content.featureSentences.slice(0, room).forEach((sentence, i) => {
    add(1, 3 + i, i === 0 ? withLead(choose("featureLead", book.featureLead), sentence, book, language) : sentence);
  });
  // Without a page description, the seller's sentences are the description; otherwise they add to it.
  const detailsDescribe = content.description.length === 0;
  content.detailSentences.slice(0, MAX_DETAIL_SENTENCES).forEach((sentence, i) => {
    const priority = i < 3 ? 1 : 4;
    if (detailsDescribe) return add(0, priority, sentence);
    const text = i === 0 ? withLead(choose("detailsLead", book.detailsLead), sentence, book, language) : sentence;
    add(1, priority, text);
  });

  if (content.rating) {
    const { value, best, count } = content.rating;
    add(2, 5, choose("rating", book.rating)(value, best, count));
  }
  if (content.price) add(2, 0, choose("price", book.price)(content.price));
  const availability = content.availability;
  if (availability) add(2, 1, choose("availability", book.availability[availability]));
  const canOrder = availability !== "out_of_stock" && availability !== "discontinued";
  add(2, 0, choose("closing", canOrder ? book.closing.buy : book.closing.later));

  trimToBudget(parts, SOFT_MAX_WORDS, 3);
  trimToBudget(parts, HARD_MAX_WORDS, 1);

  return ([0, 1, 2] as const)
    .map((paragraph) =>
      parts
        .filter((part) => part.paragraph === paragraph)
        .map((part) => part.text)
        .join(book.sentenceGap),
    )
    .map((paragraph) => tidyPunctuation(paragraph).trim())
    .filter((paragraph) => paragraph.length > 0)
    .join("\n\n");
}

/** Drops the least important parts (highest priority number, latest first) until the script fits. */
function trimToBudget(parts: Part[], maxWords: number, minPriorityToDrop: number): void {
  let words = parts.reduce((sum, part) => sum + spokenLength(part.text), 0);
  while (words > maxWords) {
    let victim = -1;
    parts.forEach((part, i) => {
      const current = parts[victim];
      if (part.priority >= minPriorityToDrop && (!current || part.priority >= current.priority)) victim = i;
    });
    if (victim < 0) return;
    const [removed] = parts.splice(victim, 1);
    words -= removed ? spokenLength(removed.text) : 0;
  }
}

/**
 * Mid-sentence, "Active noise cancellation" reads better as "active noise cancellation", but a
 * name ("Bluetooth 5.3", "Aurora Pro") keeps its capital, and so does a German noun.
 */
function listItem(item: string, book: PhraseBook, language: LanguageCode): string {
  const [first, second] = item.split(/\s+/);
  if (!first || !/^\p{Lu}\p{Ll}+(?:[-'’]\p{Ll}+)*$/u.test(first)) return item;
  const common = isStopWord(first, language) || /['’]/.test(first);
  let lower = false;
  if (book.caseMidSentence === "sentence") {
    lower = common || second === undefined || /^\p{Ll}/u.test(second);
  } else if (book.caseMidSentence === "german") {
    // An inflected adjective before a noun: "Kabellose Kopfhörer", "Weiche Ohrpolster".
    lower = common || (/(?:e|er|es|en|em)$/u.test(first) && second !== undefined && /^\p{Lu}/u.test(second));
  }
  return lower ? item.charAt(0).toLocaleLowerCase() + item.slice(1) : item;
}

function isStopWord(word: string, language: LanguageCode): boolean {
  const stopWords = STOP_WORDS[language as LatinLanguage] as ReadonlySet<string> | undefined;
  const head = word.toLocaleLowerCase().split(/['’]/)[0] ?? "";
  return stopWords?.has(head) ?? false;
}

/**
 * Joins a lead to a sentence. A comma lead ("What's more,") needs the sentence to continue in
 * lower case, which is only safe when it opens with a common word ("It", "This"); otherwise the
 * lead is dropped rather than lower-casing a name.
 */
function withLead(lead: string, sentence: string, book: PhraseBook, language: LanguageCode): string {
  if (!lead) return sentence;
  if (!/[,，、]$/u.test(lead)) return `${lead}${book.sentenceGap}${sentence}`;
  if (book.caseMidSentence !== "sentence") return `${lead}${book.sentenceGap}${sentence}`;
  const first = /^\p{L}+/u.exec(sentence)?.[0];
  if (!first || !/^\p{Lu}\p{Ll}*$/u.test(first) || !isStopWord(first, language)) return sentence;
  return `${lead} ${sentence.charAt(0).toLocaleLowerCase()}${sentence.slice(1)}`;
}
