import type { LanguageCode } from "../../../shared/catalog/languages";
import { CATEGORY_NOUNS } from "../facts/category-nouns";
import { CURRENCY_WORDS } from "../price/currency-words";
import { intlCurrencyWords } from "../price/intl-currency-words";
import type { Fact } from "../facts/fact-types";
import { FACT_BOOKS } from "../facts/say/fact-books";
import { COLOURS, MATERIALS } from "../facts/lexicon";
import { BRIDGES } from "../phrases/openers/bridges";
import { OPENER_BOOKS } from "../phrases/openers/opener-books";
import { REGISTERS } from "../phrases/registers/registers";
import { LATIN_LANGUAGES, LETTER_HINTS, STOP_WORDS, type LatinLanguage } from "./stop-words";

/**
 * Which Latin-script words belong to which of our languages, from what the project already
 * knows: the stop words, the category nouns, the material and colour lexicons, and a few common
 * words per language that the others share by accident ("come" is English and Italian).
 * `EVIDENCE` is what may mark a word as another language's; `NATIVE` adds the words a language
 * must never lose to a look-alike elsewhere. Decision 095.
 */
const EXTRA_NATIVE: Record<LatinLanguage, string> = {
  en:
    "come per die son pro via fine pain don sole mine ride tag art pull robe table chair cover machine lamp " +
    "sofa boots dress coat jacket camera radio tablet sink game tape lotion perfume guitar toy watch bag " +
    "set design smart online app plus new top super premium style classic mini max pack kit",
  es: "a al o e u ni si no dos todo toda todos todas le su ya hay muy bien más nuevo diseño set smart online app premium top super",
  fr: "a à on ou est son sont plus pas ni si y ne en design set smart online app premium top super nouveau",
  de: "was an am um so also man alle mehr hier da wo wer set design smart online app premium top super neu",
  it: "a o e ed se si su no ci ne ti vi ha hanno set design smart online app premium top super nuovo",
  pt: "a o e é se si no ao já há nem todo toda todos todas set design smart online app premium top super novo",
};

/**
 * Everyday words of product copy that only one of our languages uses: enough to place a title
 * like "Zipped through cardigan" or "Winter coat" without a dictionary.
 */
const EXTRA_EVIDENCE: Record<LatinLanguage, string> = {
  en:
    "through without women men kids girls boys baby home kitchen outdoor indoor winter summer autumn " +
    "portable waterproof durable vintage modern size inch compatible edition limited series " +
    "collection case holder stand pads pad washing cleaner soft warm light heavy large small big long short " +
    "wide thin thick easy fast slim high quality pair piece pieces zipped hooded sleeve sleeves neck pocket " +
    "men's women's kid's girls' boys' daily perfect best great ideal gift truth whole book",
  es:
    "mujer hombre niños niña niño bebé hogar cocina invierno verano talla tamaño calidad nuevo nueva " +
    "juego paquete pieza piezas manga cuello bolsillo regalo ideal perfecto inalámbrico",
  fr:
    "femme homme enfant enfants bébé maison cuisine hiver été taille qualité nouveau nouvelle lot pièce " +
    "pièces manche manches col poche cadeau parfait idéal sans fil housse coton chaise",
  de:
    "damen herren kinder mädchen jungen baby haus küche winter sommer größe qualität neu neue set stück " +
    "ärmel kragen tasche geschenk ideal perfekt kabellos wasserdicht",
  it:
    "donna uomo bambini bambina bambino casa cucina inverno estate taglia qualità nuovo nuova pezzo " +
    "pezzi manica maniche collo tasca regalo ideale perfetto senza fili",
  pt:
    "mulher homem crianças menina menino bebê casa cozinha inverno verão tamanho qualidade novo nova peça " +
    "peças manga gola bolso presente ideal perfeito sem fio",
};

function tokens(text: string): string[] {
  return text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
}

function build(): { native: Record<LatinLanguage, Set<string>>; evidence: Record<LatinLanguage, Set<string>> } {
  const native = {} as Record<LatinLanguage, Set<string>>;
  const evidence = {} as Record<LatinLanguage, Set<string>>;
  for (const language of LATIN_LANGUAGES) {
    const words = new Set<string>(STOP_WORDS[language]);
    for (const noun of CATEGORY_NOUNS) tokens(noun.say[language].word).forEach((w) => words.add(w));
    for (const m of Object.values(MATERIALS)) tokens(m.say[language]).forEach((w) => words.add(w));
    for (const c of Object.values(COLOURS)) tokens(c.say[language]).forEach((w) => words.add(w));
    evidence[language] = new Set([...words, ...tokens(EXTRA_EVIDENCE[language])].filter((w) => w.length >= 2));
    // The writer's own openers, closers and bridges are the language's words by construction.
    const book = OPENER_BOOKS[language];
    const own = [
      ...book.named.map((say) => say({ nom: "", acc: "" })),
      ...book.unnamed,
      ...book.closers,
      ...BRIDGES[language].leads,
      BRIDGES[language].thanks,
      ...registerWordings(language),
    ].join(" ");
    native[language] = new Set([
      ...words,
      ...tokens(EXTRA_NATIVE[language]),
      ...tokens(own),
      ...tokens(fixedFactSentences(language)),
      ...tokens(currencyNames(language)),
    ]);
  }
  return { native, evidence };
}

/** The tone presets' openers and closers (decision 133): the language's words by construction too. */
function registerWordings(language: LatinLanguage): string[] {
  return Object.values(REGISTERS[language]).flatMap((register) =>
    typeof register === "string" || !("intro" in register)
      ? []
      : [
          ...[...register.intro.calm, ...register.intro.lively].map((say) => say({ nom: "", acc: "" })),
          ...register.closing.calm,
          ...register.closing.lively,
        ],
  );
}

/** Every currency as the writer says it in this language ("US-Dollar", "livres sterling"): our own words. */
function currencyNames(language: LatinLanguage): string {
  const names: string[] = [];
  const add = (words: string | readonly string[] | undefined) => {
    if (words) names.push(...(typeof words === "string" ? [words] : words));
  };
  for (const byLanguage of Object.values(CURRENCY_WORDS))
    add((byLanguage as Record<string, string | string[]>)[language]);
  for (const code of Intl.supportedValuesOf("currency")) add(intlCurrencyWords(code, language));
  return names.join(" ");
}

/** Facts our books say in fixed words, whatever the page: their sentences are the language's own. */
const FIXED_FACTS: Fact[] = (["machineWashable", "dishwasherSafe", "handWash"] as const).map((key) => ({
  kind: "care",
  key,
}));

function fixedFactSentences(language: LatinLanguage): string {
  const book = FACT_BOOKS[language];
  const none = () => undefined;
  return FIXED_FACTS.flatMap((fact) => [book.item(fact), book.sentence(fact, none), book.benefit(fact)])
    .filter((text): text is string => Boolean(text))
    .join(" ");
}

const { native: NATIVE, evidence: EVIDENCE } = build();

/** Words our own phrase books use, added by the writer once its books are loaded. */
export function addNativeWords(language: LanguageCode, text: string): void {
  if (!isLatinLanguage(language)) return;
  for (const word of tokens(text)) NATIVE[language].add(word);
}

export function isLatinLanguage(language: string): language is LatinLanguage {
  return (LATIN_LANGUAGES as readonly string[]).includes(language);
}

/** "native" when the word is the target's, "foreign" when it is clearly another's, else "unknown". */
export function latinWordVerdict(word: string, target: LatinLanguage): "native" | "foreign" | "unknown" {
  const lower = word.toLocaleLowerCase();
  if (NATIVE[target].has(lower)) return "native";
  for (const language of LATIN_LANGUAGES) {
    if (language !== target && EVIDENCE[language].has(lower)) return "foreign";
  }
  // Endings and letters only other languages have ("-ing", "ß", "ñ", "-ção").
  for (const hint of LETTER_HINTS) {
    if (
      hint.weights[target] === undefined &&
      (Object.values(hint.weights)[0] ?? 0) >= 0.5 &&
      hint.pattern.test(lower)
    ) {
      return "foreign";
    }
  }
  return "unknown";
}

/** A word one of our Latin-script languages knows (its own or as evidence): not a proper name. */
export function isKnownWord(word: string): boolean {
  const lower = word.toLocaleLowerCase();
  return LATIN_LANGUAGES.some((language) => NATIVE[language].has(lower) || EVIDENCE[language].has(lower));
}
