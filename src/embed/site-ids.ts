import { LOOKUP_PARAMS } from "../shared/sites/site-lookup";
import { normaliseProductUrl } from "../shared/sites/site-url";

type Json = unknown;

const GTIN_KEYS = ["gtin", "gtin14", "gtin13", "gtin12", "gtin8"];

function isProduct(node: Record<string, Json>): boolean {
  const type = node["@type"];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => t === "Product" || t === "ProductGroup" || t === "https://schema.org/Product");
}

/** Every JSON-LD Product on the page (top level, in arrays and in @graph). */
function ldProducts(doc: Document): Array<Record<string, Json>> {
  const found: Array<Record<string, Json>> = [];
  const visit = (node: Json, depth: number): void => {
    if (depth > 4 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, Json>;
    if (isProduct(record)) found.push(record);
    visit(record["@graph"], depth + 1);
  };
  for (const block of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(block.textContent || "null"), 0);
    } catch {
      // A theme's broken JSON-LD is not ours to fix: the other identifiers still count.
    }
  }
  return found;
}

const text = (value: Json): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() || undefined : undefined;

/**
 * What identifies the product page for the lookup, in priority order: the canonical URL,
 * og:url, then the JSON-LD Product's sku, gtin*, productID and url, and last the page's own
 * address. URLs are normalised (no query, fragment or trailing slash) as site products are.
 */
export function productIdentifiers(doc: Document, pageUrl: string): Array<[string, string]> {
  const ids: Array<[string, string]> = [];
  const add = (param: string, value: string | undefined) => {
    if (value && !ids.some(([p, v]) => p === param && v === value)) ids.push([param, value]);
  };
  const addUrl = (value: string | null | undefined) =>
    add(LOOKUP_PARAMS.url, value ? normaliseProductUrl(value, pageUrl) : undefined);
  addUrl(doc.querySelector('link[rel~="canonical"]')?.getAttribute("href"));
  addUrl(doc.querySelector('meta[property="og:url"]')?.getAttribute("content"));
  const products = ldProducts(doc);
  for (const product of products) add(LOOKUP_PARAMS.sku, text(product.sku));
  for (const product of products) for (const key of GTIN_KEYS) add(LOOKUP_PARAMS.gtin, text(product[key]));
  for (const product of products) add(LOOKUP_PARAMS.productId, text(product.productID));
  for (const product of products) addUrl(text(product.url));
  addUrl(pageUrl);
  return ids;
}
