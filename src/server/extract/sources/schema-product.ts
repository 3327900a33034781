import { normaliseAvailability } from "../availability";
import { isSchemaNode, type Candidate, type Rating, type SchemaNode } from "../candidate";
import { cleanBrand } from "../brand-cleanup";
import { absoluteUrl, htmlToText } from "../page-context";
import { normaliseCurrencyCode } from "../price/currency";
import { parseStructuredAmount } from "../price/parse-price";

const PRODUCT_TYPES = new Set([
  "product",
  "productgroup",
  "individualproduct",
  "productmodel",
  "somproducts",
  "vehicle",
  "car",
  "book",
]);

export function typesOf(node: SchemaNode): string[] {
  const t = node["@type"] ?? node.type;
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === "string").map((x) => x.replace(/^.*[/#:]/, "").toLowerCase());
}

export function isProductNode(node: SchemaNode): boolean {
  return typesOf(node).some((t) => PRODUCT_TYPES.has(t));
}

/** First plain text of a schema value: "x", ["x"], {name: "x"}, {"@value": "x"}. */
export function textOf(v: unknown): string | undefined {
  if (typeof v === "string") return htmlToText(v) || undefined;
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) {
    for (const item of v) {
      const t = textOf(item);
      if (t) return t;
    }
    return undefined;
  }
  if (isSchemaNode(v)) return textOf(v.name ?? v["@value"] ?? v.value);
  return undefined;
}

function asList(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

type PickedOffer = { price?: number; currency?: string; availability?: Candidate["availability"] };

// Price types that are not what the shopper pays today.
const NOT_PAID = /listprice|strikethrough|srp|msrp|invoice|minimumadvertised/i;

/**
 * The offer a shopper gets by default: the offer for this page's URL, else the first priced
 * offer (lowPrice for an AggregateOffer). Offers for the same item that differ only in price
 * (a list price and a sale or member price, published as two offers) give the lower one: that
 * is what the buyer pays now.
 */
export function pickOffer(offers: unknown, pageUrl?: URL): PickedOffer {
  const flat: SchemaNode[] = [];
  for (const o of asList(offers)) {
    if (!isSchemaNode(o)) continue;
    flat.push(o);
    // An AggregateOffer may list its offers; they come after it so its lowPrice is tried first.
    for (const inner of asList(o.offers)) if (isSchemaNode(inner)) flat.push(inner);
  }
  const priced = flat.filter((o) => readOffer(o).price !== undefined);
  const forPage = pageUrl ? priced.filter((o) => typeof o.url === "string" && sameUrl(o.url, pageUrl)) : [];
  const pool = forPage.length > 0 && flat.length > 1 ? forPage : priced;
  const first = pool[0];
  const twins = first ? pool.filter((o) => sameItem(o, first)) : [];
  const chosenNode = twins.length > 1 ? lowest(twins) : first;
  const chosen = chosenNode ? readOffer(chosenNode) : undefined;
  const availability = chosen?.availability ?? flat.map((o) => normaliseAvailability(o.availability)).find(Boolean);
  return { ...chosen, availability };
}

// What tells two offers apart besides their price; offers equal on all of these are one item.
const ITEM_KEYS = [
  "url",
  "sku",
  "gtin",
  "gtin13",
  "mpn",
  "name",
  "itemOffered",
  "availability",
  "itemCondition",
  "seller",
];

function sameItem(a: SchemaNode, b: SchemaNode): boolean {
  if (a === b) return true;
  if (typesOf(a).includes("aggregateoffer") || typesOf(b).includes("aggregateoffer")) return false;
  if (readOffer(a).currency !== readOffer(b).currency) return false;
  return ITEM_KEYS.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}

function lowest(offers: SchemaNode[]): SchemaNode | undefined {
  let best: SchemaNode | undefined;
  for (const o of offers) {
    const price = readOffer(o).price;
    if (price !== undefined && (best === undefined || price < (readOffer(best).price ?? Infinity))) best = o;
  }
  return best;
}

function readOffer(o: SchemaNode): PickedOffer {
  const currency = normaliseCurrencyCode(textOf(o.priceCurrency) ?? specCurrency(o.priceSpecification));
  let price =
    firstAmount(o.price, currency) ?? specPrice(o.priceSpecification, currency) ?? firstAmount(o.lowPrice, currency);
  // A sale price published beside the offer's (list) price is what the buyer pays now.
  const sale = salePrice(o.priceSpecification, currency);
  if (sale !== undefined && sale > 0 && (price === undefined || sale < price)) price = sale;
  if (price !== undefined && price <= 0) price = undefined;
  return { price, currency, availability: normaliseAvailability(textOf(o.availability)) };
}

function salePrice(spec: unknown, currency?: string): number | undefined {
  for (const s of asList(spec)) {
    if (!isSchemaNode(s) || !/saleprice/i.test(textOf(s.priceType) ?? "")) continue;
    const n = firstAmount(s.price, currency ?? normaliseCurrencyCode(textOf(s.priceCurrency)));
    if (n !== undefined) return n;
  }
  return undefined;
}

function firstAmount(v: unknown, currency?: string): number | undefined {
  for (const item of asList(v)) {
    const n = parseStructuredAmount(isSchemaNode(item) ? (item["@value"] ?? item.value) : item, currency);
    if (n !== undefined) return n;
  }
  return undefined;
}

function specPrice(spec: unknown, currency?: string): number | undefined {
  for (const s of asList(spec)) {
    if (!isSchemaNode(s) || NOT_PAID.test(textOf(s.priceType) ?? "")) continue;
    const n = firstAmount(s.price, currency ?? normaliseCurrencyCode(textOf(s.priceCurrency)));
    if (n !== undefined) return n;
  }
  return undefined;
}

function specCurrency(spec: unknown): string | undefined {
  for (const s of asList(spec)) if (isSchemaNode(s) && s.priceCurrency) return textOf(s.priceCurrency);
  return undefined;
}

function sameUrl(a: string, b: URL): boolean {
  try {
    const u = new URL(a, b);
    return u.pathname === b.pathname && u.search === b.search;
  } catch {
    return false;
  }
}

function readRating(v: unknown): Rating | undefined {
  const r = asList(v).find(isSchemaNode);
  if (!r) return undefined;
  const value = parseStructuredAmount(textOf(r.ratingValue));
  if (value === undefined || value <= 0) return undefined;
  const count = parseStructuredAmount(textOf(r.reviewCount ?? r.ratingCount));
  const best = parseStructuredAmount(textOf(r.bestRating));
  return { value, ...(count !== undefined ? { count } : {}), ...(best !== undefined ? { best } : {}) };
}

function readImages(v: unknown, base?: URL): string[] {
  const out: string[] = [];
  for (const item of asList(v)) {
    const raw = typeof item === "string" ? item : isSchemaNode(item) ? textOf(item.contentUrl ?? item.url) : undefined;
    const abs = absoluteUrl(raw, base);
    if (abs) out.push(abs);
  }
  return out;
}

function readBrand(v: unknown): string | undefined {
  const b = textOf(v);
  if (!b) return undefined;
  // "More from the brand: Roborock": keep what follows the label.
  const labelled = /^[^:]{3,40}:\s*(.+)$/.exec(b);
  // Placeholders ("$metabrand", "{{brand}}"), URLs and store links never become the brand.
  return cleanBrand(labelled?.[1] ?? b);
}

/** Turns a schema.org Product (or ProductGroup) node into a candidate. */
export function candidateFromProduct(node: SchemaNode, pageUrl?: URL): Candidate {
  let offer = pickOffer(node.offers, pageUrl);
  // A ProductGroup carries prices on its variants; the first variant is the default one.
  if (offer.price === undefined) {
    for (const variant of asList(node.hasVariant)) {
      if (!isSchemaNode(variant)) continue;
      offer = pickOffer(variant.offers, pageUrl);
      if (offer.price !== undefined) break;
    }
  }
  const category = textOf(node.category);
  return {
    name: textOf(node.name),
    brand: readBrand(node.brand) ?? readBrand(node.manufacturer),
    price: offer.price,
    currency: offer.currency,
    availability: offer.availability,
    description: textOf(node.description),
    category:
      category && !/^\d+$/.test(category)
        ? category
            .split(/\s*[>|/]\s*/)
            .filter(Boolean)
            .pop()
        : undefined,
    rating: readRating(node.aggregateRating),
    images: readImages(node.image, pageUrl),
    canonicalUrl: typeof node.url === "string" ? absoluteUrl(node.url, pageUrl) : undefined,
  };
}
