import type { LanguageCode } from "../../../shared/catalog/languages";
import { categoryIn, CATEGORY_NOUNS, type Noun } from "../facts/category-nouns";
import { allowedTokens, foreignWords, isModelToken } from "../language/foreign-words";
import { isMeasurePart, lineWords } from "./line-name";

/**
 * How a script names its product. `acc` is the name as an object ("Entdecken Sie den
 * Kühlschrank BEKO RCSK 310M20S"), `nom` as a subject or after a colon ("Hier ist der …");
 * they differ only in German. A name that is a proper name keeps its own form in both.
 */
export type Subject = {
  nom: string;
  acc: string;
  /** Brand and model words the script may say in any language. */ allowed: Set<string>;
};

type NameInput = {
  name?: string | undefined;
  brand?: string | undefined;
  category?: string | undefined;
  /** Words the page writes in lower case: generic words, never part of a line name. */
  common?: ReadonlySet<string> | undefined;
  /** The line name when the caller read it already (on the name before a shout was calmed). */
  line?: string[] | undefined;
};

/**
 * The product's name as the target language can say it (decision 095): a name entirely in the
 * target language, or made only of brand, model and unplaced proper words, stays as it is, with
 * an article when it opens on one of our category nouns ("la montre Casio PRO TREK"). A name in
 * another language or script becomes article + category noun + brand + model ("il frigorifero
 * BEKO RCSK 310M20S"); without a known category, brand + model; with neither, no name at all.
 */
export function spokenSubject(input: NameInput, language: LanguageCode): Subject | undefined {
  const brand = input.brand?.replace(/\s*\([^)]*\)/g, "").trim() || undefined;
  const name = input.name?.trim() || undefined;
  const nameTokens = name?.split(/\s+/u) ?? [];
  const models = nameTokens
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    // A measure's figure ("100 ml") is not a model code.
    .filter(
      (t, i) => t && !isMeasurePart(nameTokens, i) && /^[\p{L}\p{N}][\p{L}\p{N}.-]*$/u.test(t) && isModelToken(t),
    );
  // The line name after the brand ("Aurora Pro", "SoundForm Elite"), in every language (decision 106).
  const line = input.line ?? (name ? lineWords(name, brand, input.common) : []);
  models.push(...line);
  const allowed = allowedTokens(brand, ...models);
  if (name && foreignWords(name, language, allowed).length === 0) {
    const brandInName = !!brand && name.toLocaleLowerCase().includes(brand.toLocaleLowerCase());
    const withBrand = brand && !brandInName ? byBrand(name, brand, language) : name;
    const opening = leadingNoun(withBrand, language);
    if (opening) return { ...phrase(opening.noun, opening.rest, language), allowed };
    return { nom: withBrand, acc: withBrand, allowed };
  }
  const category = categoryIn(name, input.category);
  const brandWords = new Set(allowedTokens(brand));
  // The line name first, in the name's order, then the model codes found elsewhere in the name.
  const modelWords = [...line, ...models].filter((m) => !brandWords.has(m.toLocaleLowerCase()));
  const core = [brand, ...new Set(modelWords)].filter(Boolean).join(" ");
  if (category) return { ...phrase(category.say[language], core, language), allowed };
  if (core) return { nom: core, acc: core, allowed };
  return undefined;
}

function byBrand(name: string, brand: string, language: LanguageCode): string {
  switch (language) {
    case "en":
      return `${name} by ${brand}`;
    case "de":
      return `${name} von ${brand}`;
    case "ja":
      return `${brand}の${name}`;
    case "zh":
      return `${brand}的${name}`;
    default:
      return `${name} ${language === "it" ? "di" : "de"} ${brand}`;
  }
}

/** A kept name that opens on a category noun of the target language ("Montre Casio …"). */
function leadingNoun(name: string, language: LanguageCode): { noun: Noun; rest: string } | undefined {
  if (language === "ja" || language === "zh" || language === "en") return undefined;
  for (const category of CATEGORY_NOUNS) {
    const noun = category.say[language];
    const head = name.slice(0, noun.word.length);
    const next = name.charAt(noun.word.length);
    if (head.toLocaleLowerCase() === noun.word.toLocaleLowerCase() && (next === "" || /[\s,]/u.test(next))) {
      return { noun, rest: name.slice(noun.word.length).trim() };
    }
  }
  return undefined;
}

/** Article + noun + the rest, in the target language's order and grammar. */
function phrase(noun: Noun, rest: string, language: LanguageCode): { nom: string; acc: string } {
  const tail = rest ? ` ${rest}` : "";
  switch (language) {
    case "en": {
      const text = rest ? `the ${rest} ${noun.word}` : `the ${noun.word}`;
      return { nom: text, acc: text };
    }
    case "ja": {
      const text = rest ? `${rest} ${noun.word}` : noun.word;
      return { nom: text, acc: text };
    }
    case "zh": {
      const text = rest ? `${rest}${noun.word}` : noun.word;
      return { nom: text, acc: text };
    }
    case "de": {
      const [nom, acc] = noun.plural
        ? ["die", "die"]
        : noun.gender === "f"
          ? ["die", "die"]
          : noun.gender === "n"
            ? ["das", "das"]
            : ["der", "den"];
      return { nom: `${nom} ${noun.word}${tail}`, acc: `${acc} ${noun.word}${tail}` };
    }
    default: {
      const text = `${article(noun, language)}${noun.word}${tail}`;
      return { nom: text, acc: text };
    }
  }
}

const VOWEL = /^[aeiouàâáéèêíìîóòôúùûœ]/iu;

/** The definite article with its trailing space or apostrophe. */
function article(noun: Noun, language: LanguageCode): string {
  const word = noun.word.toLocaleLowerCase();
  const feminine = noun.gender === "f";
  switch (language) {
    case "es":
      return noun.plural ? (feminine ? "las " : "los ") : feminine ? "la " : "el ";
    case "pt":
      return noun.plural ? (feminine ? "as " : "os ") : feminine ? "a " : "o ";
    case "fr":
      if (noun.plural) return "les ";
      if (VOWEL.test(word)) return "l'";
      return feminine ? "la " : "le ";
    case "it": {
      const vowel = /^[aeiouàèéìòù]/u.test(word);
      const impure = /^(?:s[^aeiou]|z|gn|ps|x|y)/u.test(word);
      if (noun.plural) return feminine ? "le " : vowel || impure ? "gli " : "i ";
      if (vowel) return "l'";
      return feminine ? "la " : impure ? "lo " : "il ";
    }
    default:
      return "";
  }
}
