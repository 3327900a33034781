import { isProductNode, textOf } from "../../extract/sources/schema-product";
import { readJsonLdNodes } from "../../extract/sources/json-ld";
import { createPageContext } from "../../extract/page-context";

export type ProductIdentifiers = { sku?: string; gtin?: string; productId?: string };

const GTIN_KEYS = ["gtin", "gtin14", "gtin13", "gtin12", "gtin8"] as const;

/**
 * The identifiers a page's JSON-LD `Product` declares (sku, the first gtin*, productID), kept on
 * the site product so site.js can find it from a page whose address differs from the catalogue's.
 */
export function productIdentifiers(html: string, pageUrl: string): ProductIdentifiers {
  const ctx = createPageContext(html, pageUrl);
  const product = readJsonLdNodes(ctx).find(isProductNode);
  if (!product) return {};
  const pick = (value: unknown) => textOf(value)?.trim().slice(0, 200) || undefined;
  const sku = pick(product.sku);
  const gtin = GTIN_KEYS.map((key) => pick(product[key])).find(Boolean);
  const productId = pick(product.productID);
  return { ...(sku ? { sku } : {}), ...(gtin ? { gtin } : {}), ...(productId ? { productId } : {}) };
}
