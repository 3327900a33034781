import type { LanguageCode } from "../../shared/catalog/languages";
import { COUNTRIES } from "../script-writer/facts/countries";
import { COLOURS, MATERIALS, type ColourKey, type MaterialKey } from "../script-writer/facts/lexicon";
import { readOrigin } from "../script-writer/facts/read-origin";
import type { marksIn } from "./certifications";
import { EXTRA_MATERIALS } from "./extra-materials";
import { factLabel, IMPLIED_BY, namedFactKeys } from "./fact-keys";
import { includedItems } from "./included-items";
import { fold, squash } from "./fold";
import { genericClaimsIn, GENERIC_CLAIMS } from "./generic-claims";
import type { Finding } from "./match-quantities";
import type { SourceIndex } from "./source-index";
import { anyOf } from "./prefilter";
import { WRITER_VOCABULARY } from "./writer-vocabulary";
import { CLAIM_REASONS } from "../../shared/claims/claim-reasons";

/** A material is also supported by a more specific one: "wood" by "solid oak", "wool" by "merino". */
const MATERIAL_FAMILY: Partial<Record<MaterialKey, MaterialKey[]>> = {
  wood: ["oak", "solidWood", "bamboo"],
  wool: ["merinoWool", "cashmere"],
  ceramic: ["porcelain"],
  solidWood: ["oak"],
};
/** "la pelle" (skin) and "la piel" are not leather; "in pelle", "de piel" are. */
const NOT_LEATHER =
  /\b(?:la|tua|sua|della|alla|dalla|nella|sulla|tu|su|mi|del|the|your) (?:pelle|piel)\b|\b(?:pelle|piel) (?:sensibil|secca|grassa|mist|del viso|sensible|seca|grasa|mixta|de tu|normal|delicata)/;

const ANY_MATERIAL = anyOf(Object.values(MATERIALS).map((m) => m.match));

function materials(sentence: string, index: SourceIndex): Finding[] {
  const lower = sentence.toLowerCase();
  const out: Finding[] = [];
  if (!ANY_MATERIAL.test(lower)) return extraMaterials(lower, index, new Set());
  const seen = new Set<MaterialKey>();
  for (const key of Object.keys(MATERIALS) as MaterialKey[]) {
    const m = MATERIALS[key].match.exec(lower);
    if (!m || seen.has(key)) continue;
    if (key === "leather" && NOT_LEATHER.test(fold(sentence))) continue;
    seen.add(key);
    // "solid wood" also matches "wood": the specific one speaks for both.
    for (const general of Object.keys(MATERIAL_FAMILY) as MaterialKey[]) {
      if (MATERIAL_FAMILY[general]!.includes(key)) seen.add(general);
    }
    const ok = index.materials.has(key) || (MATERIAL_FAMILY[key] ?? []).some((k) => index.materials.has(k));
    out.push(ok ? { ok } : { ok, reason: CLAIM_REASONS.material(m[0]) });
  }
  return [...out, ...extraMaterials(lower, index, seen)];
}

const ANY_EXTRA = anyOf(Object.values(EXTRA_MATERIALS).map((m) => m.match));

/** Materials outside the writer's lexicon; one the sentence names as part of a writer material is that one. */
function extraMaterials(lower: string, index: SourceIndex, named: Set<MaterialKey>): Finding[] {
  if (!ANY_EXTRA.test(lower)) return [];
  const out: Finding[] = [];
  for (const [key, { match, within = [] }] of Object.entries(EXTRA_MATERIALS)) {
    const m = match.exec(lower);
    if (!m || within.some((k) => named.has(k))) continue;
    const ok = index.extraMaterials.has(key) || within.some((k) => index.materials.has(k));
    out.push(ok ? { ok } : { ok, reason: CLAIM_REASONS.material(m[0]) });
  }
  return out;
}

const COLOUR_OF = new Map<string, ColourKey[]>();

/** The colours one lower-case word names, remembered (words repeat across scripts). */
export function colourWord(word: string): ColourKey[] {
  let keys = COLOUR_OF.get(word);
  if (!keys) {
    keys = (Object.keys(COLOURS) as ColourKey[]).filter((key) => COLOURS[key].match.test(word));
    if (COLOUR_OF.size > 50_000) COLOUR_OF.clear();
    COLOUR_OF.set(word, keys);
  }
  return keys;
}

function colours(sentence: string, index: SourceIndex): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<ColourKey>();
  for (const word of sentence.toLowerCase().split(/[^\p{L}]+/u)) {
    if (!word) continue;
    for (const key of colourWord(word)) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(index.colours.has(key) ? { ok: true } : { ok: false, reason: CLAIM_REASONS.colour(word) });
    }
  }
  return out;
}

function origin(sentence: string, index: SourceIndex, language: LanguageCode): Finding[] {
  const fact = readOrigin(sentence);
  if (fact?.kind !== "origin") return [];
  if (index.countries.has(fact.country)) return [{ ok: true }];
  const name = COUNTRIES[fact.country].in.en.replace(/^in (?:the )?/, "");
  return [{ ok: false, reason: CLAIM_REASONS.origin(name, language) }];
}

function features(sentence: string, index: SourceIndex): Finding[] {
  return namedFactKeys(sentence).map((key) => {
    const ok = index.facts.has(key) || (IMPLIED_BY[key] ?? []).some((k) => index.facts.has(k));
    return ok ? { ok } : { ok, reason: CLAIM_REASONS.notInSources(factLabel(key)) };
  });
}

function marks(found: ReturnType<typeof marksIn>, index: SourceIndex): Finding[] {
  return found.map(({ key, text }) =>
    index.marks.has(key) ? { ok: true } : { ok: false, reason: CLAIM_REASONS.certification(text) },
  );
}

function generic(folded: string, index: SourceIndex, language: LanguageCode): Finding[] {
  const languages: LanguageCode[] = language === "en" ? ["en"] : [language, "en"];
  return genericClaimsIn(folded, languages).map(({ key, text }) =>
    index.generic.has(key)
      ? { ok: true }
      : { ok: false, reason: CLAIM_REASONS.generic(text, GENERIC_CLAIMS[key].label) },
  );
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}®™&'’.+-]*[\p{L}\p{N}®™+]|[\p{L}\p{N}]/gu;
const ORDINAL = /^\d+(?:st|nd|rd|th|er|e|eme|ème|o|a|º|ª|\.)$/iu;
const LATIN_SENTENCE_CASE: ReadonlySet<LanguageCode> = new Set(["en", "es", "fr", "it", "pt"]);

/**
 * Names and codes: a model code ("WH-1000XM5", "PS5"), an acronym or a brand-like word
 * ("iPhone", "SONY", "Dyson®"), and, in languages that write common words in lower case, a
 * capitalised word mid-sentence. Each must appear in a source unless it is the writer's own
 * wording (./writer-vocabulary).
 */
function names(sentence: string, index: SourceIndex, language: LanguageCode, quantityTexts: string[]): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const cjkScript = language === "ja" || language === "zh";
  const figures = quantityTexts.map(squash);
  for (const whole of sentence.matchAll(TOKEN)) {
    // "6-Kilogramm-Variante" is a figure and two words; "WH-1000XM5" is a word and a code.
    // A hyphenated word the writer or a source uses whole ("États-Unis") needs no pieces.
    if (whole[0].includes("-") && !/\d/.test(whole[0]) && isKnownName(whole[0], index)) continue;
    const pieces = whole[0].includes("-") ? [...whole[0].matchAll(/[^-]+/g)] : [whole];
    for (const piece of pieces) {
      const m = { 0: piece[0], index: whole.index + (piece === whole ? 0 : piece.index) };
      // "L'IBIZA", "dell'Aurora": the elided article is not part of the name.
      const token = m[0].replace(/[.'’-]+$/, "").replace(ELISION, "");
      // Most words are plain lower case: nothing to check outside Japanese and Chinese.
      if (!cjkScript && LOWER_WORD.test(token)) continue;
      const hasDigit = /\d/.test(token);
      const hasLetter = /\p{L}/u.test(token);
      if (!hasLetter || CJK.test(token)) continue;
      let check: boolean;
      if (hasDigit) {
        if (ORDINAL.test(token) || figures.some((q) => q.includes(squash(token)))) continue;
        check = true;
      } else {
        const capitals = (token.match(/\p{Lu}/gu) ?? []).length;
        if (capitals === 0 && !cjkScript && !/[®™]/.test(token)) continue;
        const brandLike = capitals >= 2 || /[®™]/.test(token) || (/^\p{Ll}+\p{Lu}/u.test(token) && capitals >= 1);
        const latinName =
          /^\p{Lu}/u.test(token) && LATIN_SENTENCE_CASE.has(language) && !startsSentence(sentence, m.index);
        const inCjk = cjkScript && /^[a-z]/i.test(token) && token.length >= 2;
        check = brandLike || latinName || inCjk;
      }
      if (!check || seen.has(token)) continue;
      seen.add(token);
      if (!isKnownName(token, index)) out.push({ ok: false, reason: CLAIM_REASONS.notInSources(token) });
      else out.push({ ok: true });
    }
  }
  return out;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ELISION = /^(?:l|d|j|n|s|c|m|t|qu|dell|all|dall|nell|sull|un|quell)['’](?=\p{L})/iu;
const LOWER_WORD = /^\p{Ll}+$/u;

function startsSentence(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at).trimEnd();
  return before === "" || /[.!?:;¿¡"“„«(—–\n]$/u.test(before);
}

const KNOWN_NAMES = new WeakMap<SourceIndex, Map<string, boolean>>();

function isKnownName(token: string, index: SourceIndex): boolean {
  let memo = KNOWN_NAMES.get(index);
  if (!memo) {
    memo = new Map();
    KNOWN_NAMES.set(index, memo);
  }
  const cached = memo.get(token);
  if (cached !== undefined) return cached;
  const key = fold(token).replace(/[®™]/g, "");
  const parts = key.split(/[-'’.+&]+/).filter((p) => p.length > 0);
  const known = (w: string) => index.words.has(w) || WRITER_VOCABULARY.has(w);
  const result = key.length < 2 || known(key) || parts.every(known) || index.squashed.includes(squash(key));
  memo.set(token, result);
  return result;
}

/**
 * Every named attribute, mark and generic claim in one sentence, checked. `masked` is the
 * sentence with its marks blanked out, so "ISO 9001" is not also read as a name and a figure.
 */
export function checkNamed(
  sentence: string,
  masked: string,
  found: ReturnType<typeof marksIn>,
  index: SourceIndex,
  language: LanguageCode,
  quantityTexts: string[],
): Finding[] {
  const folded = fold(sentence);
  return [
    ...generic(folded, index, language),
    ...marks(found, index),
    ...materials(sentence, index),
    ...origin(sentence, index, language),
    ...features(sentence, index),
    ...colours(sentence, index),
    ...includedItems(folded, language, index),
    ...names(masked, index, language, quantityTexts),
  ];
}
