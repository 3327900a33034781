import type { LanguageCode } from "../../../shared/catalog/languages";
import { STOP_WORDS, type LatinLanguage } from "../language/stop-words";
import type { PhraseBook } from "../phrases/types";

/**
 * Mid-sentence, "Active noise cancellation" reads better as "active noise cancellation", but a
 * name ("Bluetooth 5.3", "Aurora Pro") keeps its capital, and so does a German noun.
 */
export function caseListItem(item: string, book: PhraseBook, language: LanguageCode): string {
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
export function withLead(lead: string, sentence: string, book: PhraseBook, language: LanguageCode): string {
  if (!lead) return sentence;
  if (!/[,，、]$/u.test(lead)) return `${lead}${book.sentenceGap}${sentence}`;
  if (book.caseMidSentence !== "sentence") return `${lead}${book.sentenceGap}${sentence}`;
  const first = /^\p{L}+/u.exec(sentence)?.[0];
  if (!first || !/^\p{Lu}\p{Ll}*$/u.test(first) || !isStopWord(first, language)) return sentence;
  return `${lead} ${sentence.charAt(0).toLocaleLowerCase()}${sentence.slice(1)}`;
}
