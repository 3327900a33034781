import type { LanguageCode } from "../../../shared/catalog/languages";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { colourIn, materialIn } from "../facts/lexicon";
import { parseFactsFromTexts } from "../facts/read-facts";
import { isSpeakableIn, languageFromTag, type DetectedLanguage } from "../language/detect-language";
import { isLatinLanguage, latinWordVerdict } from "../language/vocabulary";
import { isBoilerplate } from "../text/boilerplate";
import { cleanText } from "../text/clean-text";
import { calmShouting, isMostlyCode, spokenLength, stripBullet, stripTrailingPunctuation } from "../text/segments";

/** One row of the page's spec table that the writer may read out: "Fuel" / "Diesel". */
export type SpecRow = { label: string; value: string };

/** More than this and a script turns into a data sheet. */
const MAX_ROWS = 6;
const MAX_LABEL_WORDS = 3;
const MAX_VALUE_WORDS = 6;
// Rows that are no fact about the product: identifiers, the offer and its reviews (said elsewhere),
// dates, page statistics, the listing's condition and seller, delivery.
const NOT_SAID =
  /\b(?:asin|sku|mpn|ean|upc|gtin|isbn|id|ref|code|c[oó]digo|codice|référence|modell?(?:nummer)?|model(?:o|e)?|numero|número|nummer|number|no\.?|nr\.?|price|prezzo|precio|preis|prix|preço|rrp|msrp|rating|reviews?|recensioni|bewertung\w*|avis|valoraci[oó]n|avalia[cç][aã]o|rank\w*|bestseller\w*|classifica|date|datum|fecha|data|since|seit|dal|desde|depuis|available|disponib\w*|verf[üu]gbar\w*|views?|browsed|watch\w*|condition|zustand|[eé]tat|condici[oó]n|condizione|condi[cç][aã]o|seller|verk[äa]ufer|vendeur|vendedor|venditore|shipping|delivery|dispatch|lieferung|versand|livraison|env[ií]o|spedizione|entrega|returns?|warranty|garantie|garant[ií]a|garanzia|tel|phone|e-?mail|fax|url|web|contact|kontakt\w*|address|adresse|direcci[oó]n|indirizzo|endere[cç]o)\b|[?？]|型番|品番|発売日|価格|評価|型号|编号|價格|价格|評價|评价/iu;
const NOT_A_VALUE =
  /^(?:yes|no|s[ií]|sim|n[aã]o|ja|nein|oui|non|none|n\/a|other|does not apply|not applicable|see description|unbranded|はい|いいえ|是|否|无|無)$/iu;
/**
 * Marketplaces leave attribute labels untranslated, in English ("Item Volume" on a German page):
 * on another language's script such a row is not read.
 */
const ENGLISH_LABEL_WORDS =
  /\b(?:item|product|type|quantity|level|age|theme|gender|special|characteristics?|labels?|recommended|manufacturer|volume|size|colou?r|weight|style|pattern|features?|compatible|shape|power|source|count|unit|included|components|care|instructions|wattage|voltage|department|target|group|form|scent|skin)\b/iu;
const LABELLED = /^([^:：]{2,40}?)\s*[:：]\s*(.+)$/u;

/**
 * The spec rows a listener of the target language can hear read out (decision 131): rows of the
 * page's spec table and its "Label: value" feature lines, in the page's language only (the label
 * cannot be translated), short, not an identifier or the offer, no fact the writer already says
 * in its own words (weights, materials…: those go through the fact books), nothing the name or
 * brand already says.
 */
export function specRowsFor(
  facts: Partial<ProductFacts>,
  language: LanguageCode,
  pageContext: DetectedLanguage | undefined,
  said: { name?: string | undefined; brand?: string | undefined; shops: readonly string[] },
): SpecRow[] {
  // A label cannot be translated: rows are read only on a page in the script's language, by
  // its words and, when it declares one, by its tag (templates declare "en" on any page).
  const declared = languageFromTag(typeof facts.language === "string" ? facts.language : undefined);
  if (pageContext !== language || (declared !== undefined && declared !== language)) return [];
  const candidates: SpecRow[] = [];
  for (const row of Array.isArray(facts.specs) ? facts.specs : []) {
    if (typeof row?.name === "string" && typeof row.value === "string") {
      candidates.push({ label: row.name, value: row.value });
    }
  }
  for (const feature of Array.isArray(facts.features) ? facts.features : []) {
    if (typeof feature !== "string") continue;
    const m = LABELLED.exec(stripBullet(cleanText(feature)));
    if (m?.[1] && m[2]) candidates.push({ label: m[1], value: m[2] });
  }
  const named = squash(`${said.name ?? ""} ${said.brand ?? ""}`);
  const labels = new Set<string>();
  const values = new Set<string>();
  const rows: SpecRow[] = [];
  for (const candidate of candidates) {
    const label = stripTrailingPunctuation(calmShouting(cleanText(candidate.label, { language })));
    // "Grand Central Publishing; 1st edition (April 22, 2008)": the first part is the value.
    const head = cleanText(candidate.value, { language }).split(/\s*[;；(（]|\s[-–—|]\s/u)[0] ?? "";
    const value = stripTrailingPunctuation(calmShouting(stripBullet(head)));
    // A figure anywhere in the row is the fact books' to say (and the claim check's to weigh).
    if (!usable(label, value) || /\d/u.test(candidate.value)) continue;
    if (language !== "en" && ENGLISH_LABEL_WORDS.test(label)) continue;
    if (
      isLatinLanguage(language) &&
      wordsOf(`${label} ${value}`).some((w) => latinWordVerdict(w, language) === "foreign")
    ) {
      continue;
    }
    const key = squash(label);
    if (labels.has(key) || values.has(squash(value)) || (named && named.includes(squash(value)))) continue;
    const line = `${label}: ${value}`;
    if (!isSpeakableIn(line, language, pageContext) || isBoilerplate(line, said.shops)) continue;
    // A weight, a material, a colour: the fact books say it in the listener's words.
    if (parseFactsFromTexts([{ text: line, from: "text" }]).length > 0 || colourIn(value) || materialIn(value))
      continue;
    labels.add(key);
    values.add(squash(value));
    rows.push({ label, value });
    if (rows.length >= MAX_ROWS) break;
  }
  return rows;
}

function usable(label: string, value: string): boolean {
  if (!/\p{L}{2}/u.test(label) || !/\p{L}/u.test(value)) return false;
  if (spokenLength(label) > MAX_LABEL_WORDS || spokenLength(value) > MAX_VALUE_WORDS) return false;
  if (label.length > 40 || value.length > 48 || NOT_SAID.test(label) || NOT_A_VALUE.test(value)) return false;
  // A label with a figure is a counter ("Last 24 hours: All").
  // Figures are the fact books' to say, in the listener's units; an address or a link is no spec.
  if (/[@/\\\d]|https?:|www\.|[<>{}[\]]/u.test(value) || /[()（）"“”\d]/u.test(label)) return false;
  return !isMostlyCode(value) && !isMostlyCode(label);
}

function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
}

function squash(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}
