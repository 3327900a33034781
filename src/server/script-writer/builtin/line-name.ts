import { isModelToken } from "../language/foreign-words";
import { LETTER_HINTS } from "../language/stop-words";
import { isKnownWord } from "../language/vocabulary";

/**
 * A product's line name: the proper words that follow its brand ("Lumen Audio Aurora Pro",
 * "Belkin SoundForm Elite", "GANT Akron"). A script in another language keeps them with the brand
 * and model (decision 106): they are names, read the same in every language. What tells a name
 * from a generic word of the title ("Wireless", "Automatic", "Leather") without a dictionary:
 * a name is Title-Case or CamelCase Latin, none of our languages' vocabularies knows it, the
 * page never writes it in lower case, and it is not one of the few dozen English words product
 * titles are made of. The run stops at the first word that fails, or at punctuation.
 */

/** Words that extend a line after a name ("Aurora Pro", "SoundForm Elite"), never one on their own. */
const LINE_MODIFIERS = new Set("pro max plus mini ultra elite lite air neo prime go one duo se xl".split(" "));

/** The English words product titles are built from (titles are English on shops of every country). */
const TITLE_WORDS = new Set(
  (
    "wireless wired headphones headphone headset earbuds earphones speaker speakers soundbar charging charger " +
    "cable adapter battery batteries automatic manual mechanical electric electronic digital analog skeleton " +
    "wrist watch watches smart portable noise cancelling canceling cancellation active passive over ear " +
    "sport sports edition limited exclusive original official genuine authentic brand new used refurbished " +
    "professional stainless steel leather cotton wool silk linen organic natural fresh classic luxury deluxe " +
    "double single triple twin king queen full half black white red blue green yellow pink grey gray brown " +
    "silver gold rose navy beige purple orange multicolour multicolor tea coffee kitchen home garden office " +
    "outdoor indoor travel baby kids adult adults unisex mens womens ladies gents boot boots shoe shoes " +
    "sneakers trainers slides sandals shirt dress jacket coat hoodie sweater cardigan jeans trousers pants " +
    "shorts skirt bag backpack wallet case cover stand mount holder rack shelf table desk chair sofa bed " +
    "lamp light lights lighting sconce pendant bulb bulbs fixture mattress pillow blanket towel rug mat " +
    "phone mobile tablet laptop computer keyboard mouse monitor camera lens printer router tv television " +
    "video audio music game games console controller toy toys puzzle doll dolls figure set kit pack bundle " +
    "box bottle jar cup mug glass plate bowl pan pot knife spoon fork machine maker cleaner vacuum robot " +
    "washer dryer fridge freezer oven microwave kettle toaster blender mixer grill heater fan filter " +
    "perfume lotion cream serum shampoo soap moisturiser moisturizer spray oil vitamin supplement tablets " +
    "capsules powder recipe recipes book books novel guide edition volume series collection size large " +
    "medium small extra inch inches wide long short tall thin thick heavy duty waterproof rechargeable " +
    // Descriptive nouns of a product's kind or feel ("Sealy Soybean Nature Couture Crib Mattress").
    "nature couture comfort premium essential essentials basic basics eco care memory foam hybrid plush firm " +
    "soft crib cot nursery"
  ).split(" "),
);

/** Line names are short words; a long Title-Case word is a compound noun ("Feuchtigkeitslotion"). */
const MAX_NAME_WORD = 12;
/** Line names are short: a longer run of unknown words is a title in a language we don't know. */
const MAX_NAME_WORDS = 3;
const TITLE_CASE = /^\p{Lu}[\p{Script=Latin}\p{M}'’-]*$/u;
/** English endings of adjectives and verbs, not of names ("Charging", "Cordless", "Washable"). */
const GENERIC_ENDING = /(?:ing|less|able|ible|ness|ment|proof|ful)$/u;
/** Punctuation that ends a name's run: a comma, a bracket, a dash or bar between title parts. */
const RUN_END = /[,;:|()[\]/]|^[-–—]$/u;

/** Lower-cased words a text writes in lower case: the page's common words, never its names. */
export function commonWordsOf(text: string | undefined): Set<string> {
  const words = new Set<string>();
  for (const [word] of (text ?? "").matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{M}'’-]*/gu)) {
    words.add(word.toLocaleLowerCase());
  }
  return words;
}

/** A unit after a figure ("100 ML", "6 kg") ends a name: what follows is a measure. */
const UNIT = /^(?:ml|cl|l|g|kg|mg|mm|cm|m|oz|fl|in|ft|lb|lbs|w|kw|v|mah|gb|tb)$/iu;

/** A figure with its unit written together ("100ml", "3.4oz"). */
const MEASURE = /^\d+(?:[.,]\d+)?(?:ml|cl|l|g|kg|mg|mm|cm|m|oz|fl|in|ft|lb|lbs|w|kw|v|mah|gb|tb)$/iu;

/**
 * Whether token `i` of a name is (part of) a measure, not a name or a code: a unit, a figure with
 * its unit after it ("100 ML") or joined to it ("100ml"). The figure of a measure belongs to it.
 */
export function isMeasurePart(tokens: readonly string[], i: number): boolean {
  const word = bare(tokens[i] ?? "");
  if (UNIT.test(word) || MEASURE.test(word)) return true;
  return /^\d+(?:[.,]\d+)?$/u.test(word) && UNIT.test(bare(tokens[i + 1] ?? ""));
}

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLocaleLowerCase();
}

function bare(token: string): string {
  return token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** A proper word of a name: see the module comment. */
export function isNameWord(word: string, common: ReadonlySet<string> = new Set()): boolean {
  if (!TITLE_CASE.test(word) || !/\p{Ll}/u.test(word)) return false;
  const lower = word.toLocaleLowerCase();
  const singular = lower.replace(/s$/u, "");
  if (common.has(lower) || common.has(singular) || TITLE_WORDS.has(lower) || TITLE_WORDS.has(singular)) return false;
  // Letters and endings that mark a language's own words ("-ung", "sch", "-ción") mark a word, not
  // a name: German capitalises every noun, so Title-Case alone says nothing there.
  if (GENERIC_ENDING.test(lower) || lower.length > MAX_NAME_WORD) return false;
  if (LETTER_HINTS.some((hint) => hint.pattern.test(lower))) return false;
  return lower.split(/['’-]/u).every((part) => part.length === 0 || !isKnownWord(part));
}

/**
 * The brand's line words in `name`: the run right after the brand where the name says it, else
 * the run that opens the name. Model codes inside the run count, and so does a small number
 * right after a name word ("Orange Crush 12").
 */
export function lineWords(name: string, brand: string | undefined, common: ReadonlySet<string> = new Set()): string[] {
  const tokens = name.split(/\s+/u).filter(Boolean);
  const lower = tokens.map((t) => bare(t).toLocaleLowerCase());
  const brandWords = (brand ?? "")
    .split(/\s+/u)
    .map((t) => bare(t).toLocaleLowerCase())
    .filter(Boolean);
  let start = 0;
  if (brandWords.length > 0) {
    const at = lower.findIndex((_, i) => brandWords.every((w, j) => lower[i + j] === w));
    if (at >= 0) start = at + brandWords.length;
    // The brand's run ends at punctuation after it ("Casio, …" has no line name).
    if (at >= 0 && RUN_END.test(tokens[start - 1]?.replace(/[®™]+$/u, "").slice(-1) ?? "")) return [];
  }
  // A title in capitals ("FLAT OVER-THE-KNEE BOOTS") shouts: its capitals say nothing of codes.
  const letters = name.replace(/[^\p{L}]/gu, "");
  const shouting = letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.8;
  const kept: string[] = [];
  let nameWords = 0;
  for (let i = start; i < tokens.length; i++) {
    const raw = tokens[i] ?? "";
    const word = bare(raw);
    if (!word || RUN_END.test(raw.charAt(0)) || /^[-–—]$/u.test(raw)) break;
    if (UNIT.test(word)) break;
    if (isMeasurePart(tokens, i)) break;
    const named = kept.length > 0;
    const spoken = shouting && !/\p{N}/u.test(word) ? titleCase(word) : word;
    const proper = isNameWord(spoken, common);
    if (proper && ++nameWords > MAX_NAME_WORDS) break;
    const ok =
      // A code, not a measure written with inch marks or a decade ("60\"W", "1970's").
      (isModelToken(spoken) && /^[\p{L}\p{N}][\p{L}\p{N}.-]*$/u.test(word)) ||
      proper ||
      (named && (LINE_MODIFIERS.has(word.toLocaleLowerCase()) || /^\d{1,2}$/u.test(word))) ||
      (/^\p{Lu}-\p{Lu}\p{Ll}+$/u.test(word) && !TITLE_WORDS.has(word.toLocaleLowerCase()));
    if (!ok) break;
    kept.push(word);
    if (RUN_END.test(raw.replace(/[®™]+$/u, "").slice(-1))) break;
  }
  // Without a brand to stand beside, one unknown word opening a title is as likely a word of a
  // language we don't know ("Ortopedski …") as a name.
  if (brandWords.length === 0 && kept.length < 2) return [];
  return kept;
}

/**
 * The line name read on the page's own name, where capitals still tell a code from a word
 * ("BMW X1 SDRIVE"), in the words the cleaned name says ("x1 sdrive"); words the cleaned name
 * lost stay out.
 */
export function lineAsSaid(
  raw: string,
  name: string,
  brand: string | undefined,
  common: ReadonlySet<string>,
): string[] {
  const said = new Map(name.split(/\s+/u).map((token) => [bare(token).toLocaleLowerCase(), bare(token)] as const));
  return lineWords(raw, brand, common).flatMap((word) => {
    const form = said.get(word.toLocaleLowerCase());
    return form ? [form] : [];
  });
}
