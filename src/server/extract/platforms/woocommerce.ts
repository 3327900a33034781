import type { Candidate } from "../candidate";
import { blockText, cleanText, type PageContext } from "../page-context";
import { parsePriceText } from "../price/parse-price";
import { type PlatformRule } from "./platform-rule";

// WooCommerce themes keep the core markup: .product_title, .summary .price with the sale price
// in <ins> and the old one in <del>, and the short description block.
function price(ctx: PageContext): Pick<Candidate, "price" | "currency"> {
  const box = ctx.$(".summary .price, .product .entry-summary .price").first();
  const el = box.find("ins .amount").first().length ? box.find("ins .amount").first() : box.find(".amount").first();
  const parsed = parsePriceText(cleanText(el.text()), ctx.hints);
  return parsed ? { price: parsed.amount, currency: parsed.currency } : {};
}

export const woocommerceRule: PlatformRule = {
  name: "woocommerce",
  matches: (ctx) => ctx.$("body.woocommerce, body.single-product, .woocommerce-product-gallery").length > 0,
  extract: (ctx): Candidate => ({
    name: cleanText(ctx.$(".product_title").first().text()) || undefined,
    ...price(ctx),
    description: blockText(ctx.$(".woocommerce-product-details__short-description").get(0)) || undefined,
    category: cleanText(ctx.$(".product_meta .posted_in a").first().text()) || undefined,
  }),
};
