import type { ProductFacts } from "../../shared/generator/product-facts";
import { parseFactsFromTexts } from "./facts/read-facts";
import { cleanText } from "./text/clean-text";
import { trimToLength } from "./text/segments";

/** One row of the page's spec table as a writer may say it: "Item weight" / "1.2 kg". */
export type SpeakableSpecRow = { name: string; value: string };

/** The extractor keeps values up to 160 characters (extract/spec-rows.ts); labels are short. */
const MAX_LABEL_CHARS = 60;
const MAX_VALUE_CHARS = 160;

// Rows about the box it ships in, not the product: "Package weight", "Verpackungsabmessungen".
export const PACKAGE_ROW =
  /packag|parcel|shipping|verpack|versand|paket|emballage|colis|embalaj|envío|envio|imballagg|spedizion|embalagem|梱包|パッケージ|発送|包装|配送|運送/iu;

/**
 * Rows no writer says that the extractor still keeps: identifiers (a part number is no selling
 * point and no listener can check it), the listing (condition, seller, views, items sold) and
 * contact lines. A page's view or sales counter changes on every visit: counted, it would make
 * the shop sync re-voice the product every day (decision 144).
 */
const NOT_SPOKEN =
  /\b(?:(?:model|item|part|article|artikel|serial|catalog(?:ue)?|product|manufacturer)\s*(?:number|no\.?|nr\.?|nummer|#)|modellnummer|artikelnummer|teilenummer|herstellernummer|r[ée]f[ée]rence|referencia|riferimento|refer[êe]ncia|ref|code|c[oó]digo|codice|condition|zustand|[ée]tat|condici[oó]n|condizione|condi[cç][aã]o|seller|sold by|verk[äa]ufer|vendeur|vendedor|venditore|sold|verkauft|vendus?|vendidos?|venduti|views?|watch\w*|tel|phone|telefon|t[ée]l[ée]phone|e-?mail|fax|url|website|contact|kontakt\w*|address|adresse|direcci[oó]n|indirizzo|endere[cç]o)\b|型番|品番|型号|编号|販売者|卖家/iu;

/**
 * Whether the claim check may take a spec row as page text (decision 132): a row without a figure,
 * or one whose figure the writer's fact reader knows what it measures ("Item weight: 228 g"). A
 * bare "4 patas" would otherwise lend its number to any claim. Writers are handed only such rows,
 * so a script citing one is never flagged.
 */
export function specLineIsSource(line: string): boolean {
  return !/\d/u.test(line) || parseFactsFromTexts([{ text: line, from: "text" }]).length > 0;
}

/**
 * The spec rows a writer may say, in page order: the rows the extractor kept, cleaned (no markup,
 * links or addresses) and trimmed, without rows about the parcel, identifiers or the listing, and
 * without rows whose figure the claim check could not support. The model writer is handed exactly
 * these (decision 143) and the shop sync fingerprints exactly these (decision 144); the built-in
 * writer says a subset (its fact books and `specRowsFor`).
 */
export function speakableSpecRows(facts: Partial<ProductFacts>): SpeakableSpecRow[] {
  const rows: SpeakableSpecRow[] = [];
  const seen = new Set<string>();
  for (const row of Array.isArray(facts.specs) ? facts.specs : []) {
    if (typeof row?.name !== "string" || typeof row.value !== "string") continue;
    const name = trimToLength(cleanText(row.name).replace(/\s*[:：]\s*$/u, ""), MAX_LABEL_CHARS);
    const value = trimToLength(cleanText(row.value), MAX_VALUE_CHARS);
    if (!/[\p{L}\p{N}]/u.test(name) || !/[\p{L}\p{N}]/u.test(value)) continue;
    if (PACKAGE_ROW.test(name) || NOT_SPOKEN.test(name)) continue;
    const line = `${name}: ${value}`;
    if (!specLineIsSource(line)) continue;
    const key = line.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ name, value });
  }
  return rows;
}
