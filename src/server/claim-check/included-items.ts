import type { LanguageCode } from "../../shared/catalog/languages";
import type { Finding } from "./match-quantities";
import type { SourceIndex } from "./source-index";
import { unitAt } from "./unit-lexicon";
import { WRITER_VOCABULARY } from "./writer-vocabulary";
import { CLAIM_REASONS } from "../../shared/claims/claim-reasons";

/**
 * Included items ("A knife magnet is included", "Im Lieferumfang: Ladekabel"): a sentence that
 * says something comes with the product names things a source must name. There is no lexicon
 * of accessories to translate them, so the words are compared as written, and only when the
 * sources are written in the script's language (they use its commonest words): a script that
 * translates the page's list is not checked word by word, rather than flagged for translating.
 * The sources' language is the page's declared one, else the one whose common words they use.
 * "Features include…" lists, it does not pack: only "included", "comes with", "in the box" and
 * their kin are cues. Unit words ("50-milliliter size") are figures, checked as such.
 */
const CUES: Partial<Record<LanguageCode, RegExp>> = {
  en: /\b(?:included|comes? with|in the box|supplied with|bundled with)\b/,
  de: /\b(?:inklusive|inkl|mitgeliefert|lieferumfang|enthalten|liegt bei|liegen bei|dazu gibt es)\b/,
  fr: /\b(?:inclus|incluse|incluses|fourni|fournie|fournis|fournies|livre avec|livree avec)\b/,
  es: /\b(?:incluido|incluida|incluidos|incluidas|viene con|vienen con)\b/,
  it: /\b(?:incluso|inclusa|inclusi|incluse|in dotazione|fornito con|fornita con)\b/,
  pt: /\b(?:incluido|incluida|incluidos|incluidas|acompanha|acompanham|vem com)\b/,
};

/** The commonest short words of each language: function words, never items. */
const COMMON: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  en: new Set(
    "the and with for that this your you are also from into each which comes come included includes include supplied bundled box too well plus".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das und mit fur ist sind auch dem den des eine einer einem einen ihre ihr sie inklusive mitgeliefert lieferumfang enthalten liegt liegen dazu gibt".split(
      " ",
    ),
  ),
  fr: new Set(
    "les des une est sont avec pour aussi dans vous votre vos leur inclus incluse incluses fourni fournie fournis fournies livre livree comprend".split(
      " ",
    ),
  ),
  es: new Set(
    "los las una con para tambien esta estan del que sus viene vienen incluido incluida incluidos incluidas incluye".split(
      " ",
    ),
  ),
  it: new Set(
    "gli una con per anche sono della delle degli del che suo sua incluso inclusa inclusi incluse dotazione fornito fornita comprende".split(
      " ",
    ),
  ),
  pt: new Set(
    "os as uma com para tambem sao esta dos das que seu sua incluido incluida incluidos incluidas inclui acompanha acompanham vem".split(
      " ",
    ),
  ),
};

/** Words that show which language the sources are written in. */
const MARKERS: Partial<Record<LanguageCode, string[]>> = {
  en: ["the", "and", "with", "for", "your", "this"],
  de: ["der", "die", "und", "mit", "ist", "fur"],
  fr: ["les", "des", "avec", "pour", "est", "une"],
  es: ["los", "las", "con", "para", "del", "una"],
  it: ["gli", "con", "per", "della", "sono", "che"],
  pt: ["os", "com", "para", "uma", "dos", "que"],
};

const MIN_MARKERS = 3;

function speaks(index: SourceIndex, language: LanguageCode): boolean {
  if (index.language) return index.language === language;
  const markers = MARKERS[language];
  return !!markers && markers.filter((w) => index.words.has(w)).length >= MIN_MARKERS;
}

/** "hooks" on the page supports "hook"; "utensils" supports "utensil": a shared stem of five letters. */
function found(word: string, index: SourceIndex): boolean {
  if (index.words.has(word) || WRITER_VOCABULARY.has(word)) return true;
  if (word.length < 6) return index.words.has(`${word}s`) || index.words.has(word.replace(/e?s$/, ""));
  return index.squashed.includes(word.slice(0, Math.max(5, word.length - 2)));
}

/**
 * The words of a sentence that says something is included, checked against the sources. Most
 * of them missing means the item is not on the page; one word missing among many found is
 * wording around a listed item ("Alongside the game, you get…"), not an item.
 */
export function includedItems(folded: string, language: LanguageCode, index: SourceIndex): Finding[] {
  const cue = CUES[language];
  if (!cue?.test(folded) || !speaks(index, language)) return [];
  const common = COMMON[language]!;
  const content = [...new Set(folded.match(/\p{L}{4,}/gu) ?? [])].filter(
    (word) => !common.has(word) && unitAt(word)?.length !== word.length,
  );
  const missing = content.filter((word) => !found(word, index));
  if (missing.length === 0) return [{ ok: true }];
  return 2 * missing.length > content.length
    ? [{ ok: false, reason: CLAIM_REASONS.includedItem(missing.join(" ")) }]
    : [];
}
