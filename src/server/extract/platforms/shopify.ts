import { isSchemaNode, type Candidate } from "../candidate";
import type { PageContext } from "../page-context";
import { normaliseCurrencyCode } from "../price/currency";
import { type PlatformRule } from "./platform-rule";
import { jsonAfter } from "./script-json";

// ShopifyAnalytics keeps the product in "var meta = {product: {vendor, variants: [{price}]}}"
// with prices in minor units, and the shop currency in "Shopify.currency = {active}".
function shopifyScripts(ctx: PageContext): string {
  return ctx
    .$("script:not([src])")
    .toArray()
    .map((el) => ctx.$(el).text())
    .filter((t) => t.includes("Shopify"))
    .join("\n");
}

export const shopifyRule: PlatformRule = {
  name: "shopify",
  matches: (ctx) =>
    ctx.$('script[src*="cdn.shopify.com"], link[href*="cdn.shopify.com"], meta[name="shopify-checkout-api-token"]')
      .length > 0,
  extract: (ctx): Candidate => {
    const scripts = shopifyScripts(ctx);
    const meta = jsonAfter(scripts, "var meta =");
    const product = isSchemaNode(meta) && isSchemaNode(meta.product) ? meta.product : undefined;
    if (!product) return {};
    const variants = Array.isArray(product.variants) ? product.variants.filter(isSchemaNode) : [];
    // The URL's ?variant= selects the offer the shopper sees; otherwise the first variant.
    const wanted = ctx.url?.searchParams.get("variant");
    const variant = variants.find((v) => String(v.id) === wanted) ?? variants[0];
    const cents = typeof variant?.price === "number" ? variant.price : undefined;
    const currency = jsonAfter(scripts, "Shopify.currency =");
    return {
      brand: typeof product.vendor === "string" && product.vendor.trim() ? product.vendor.trim() : undefined,
      price: cents !== undefined && cents > 0 ? cents / 100 : undefined,
      currency: isSchemaNode(currency)
        ? normaliseCurrencyCode(typeof currency.active === "string" ? currency.active : undefined)
        : undefined,
      category: typeof product.type === "string" && product.type.trim() ? product.type.trim() : undefined,
    };
  },
};
