import type { Candidate } from "../candidate";
import { blockText, cleanText, type PageContext } from "../page-context";
import { type PlatformRule } from "./platform-rule";

// Magento 2 renders the final price with its exact amount in data-price-amount, inside the
// product info column; the same markup in related-product blocks must not be picked.
function finalPrice(ctx: PageContext): number | undefined {
  const el = ctx.$('.product-info-main [data-price-type="finalPrice"][data-price-amount]').first();
  const amount = Number(el.attr("data-price-amount"));
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

export const magentoRule: PlatformRule = {
  name: "magento",
  matches: (ctx) => ctx.$('script[type="text/x-magento-init"], body.catalog-product-view').length > 0,
  extract: (ctx): Candidate => ({
    name: cleanText(ctx.$(".product-info-main .page-title .base, h1.page-title .base").first().text()) || undefined,
    price: finalPrice(ctx),
    description: blockText(ctx.$(".product.attribute.overview .value").get(0)) || undefined,
  }),
};
