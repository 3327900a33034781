import type { ProductFacts } from "../../shared/generator/product-facts";

const MAX_SPECS = 40;
/** A spec value longer than this is prose (a shipping note, a legal line), not a spec. */
const MAX_SPEC_VALUE = 160;
/**
 * Rows about the offer, the listing or the parcel rather than the product: its price, reviews,
 * sales rank ("Best Sellers Rank: #3 in Duct Tape" is no "best-selling" claim), dates, shipping,
 * identifiers, the box it ships in. Kept out so neither the writer nor the claim check reads them.
 */
const NOT_THE_PRODUCT =
  /\b(?:asin|sku|mpn|ean|upc|gtin|isbn|id|price|prezzo|precio|preis|prix|preço|jetzt|rrp|msrp|rating|ratings|reviews?|recensioni|bewertung\w*|kundenbewertung\w*|avis|valoraci[oó]n|avalia[cç][aã]o|rank\w*|bestseller\w*|best sellers?|classifica|date|datum|fecha|data|since|seit|dal|desde|depuis|disponibile|available|verf[üu]gbar\w*|shipping|delivery|dispatch|lieferung|versand|livraison|env[ií]o|spedizion\w*|entrega|restrizioni|packag\w*|parcel|verpack\w*|emballage|colis|embalaj\w*|imballagg\w*|embalagem)\b|価格|評価|発売日|梱包|配送|价格|價格|评价|評價|包装|配送/iu;

/** The page's spec table as label/value rows, without those about the offer or the parcel. */
export function specRows(specs: [string, string][]): ProductFacts["specs"] {
  const rows = specs
    .filter(([name, value]) => name.trim() && value.trim() && value.length <= MAX_SPEC_VALUE)
    .filter(([name]) => !NOT_THE_PRODUCT.test(name))
    .slice(0, MAX_SPECS)
    .map(([name, value]) => ({ name: name.trim(), value: value.trim() }));
  return rows.length > 0 ? rows : undefined;
}
