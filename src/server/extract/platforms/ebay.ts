import type { Candidate } from "../candidate";
import { cleanText, metaContent, type PageContext } from "../page-context";
import { parsePriceText, parseStructuredAmount } from "../price/parse-price";
import { normaliseCurrencyCode } from "../price/currency";
import { hostMatches, type PlatformRule } from "./platform-rule";

function title(ctx: PageContext): string | undefined {
  const og = metaContent(ctx.$, "og:title")?.replace(/\s*\|\s*eBay\s*$/i, "");
  if (og) return og;
  // The heading carries a hidden "Details about" prefix and a "show original title" link.
  const h = ctx.$("#itemTitle, h1.x-item-title__mainTitle").first().clone();
  h.find(".g-hdn, a, [style*='nowrap']").remove();
  return (
    cleanText(h.text())
      .replace(/[-–]\s*$/, "")
      .trim() || undefined
  );
}

function price(ctx: PageContext): Pick<Candidate, "price" | "currency"> {
  const el = ctx.$("#prcIsum, #mm-saleDscPrc, #prcIsum_bidPrice, .x-price-primary").first();
  const currency = normaliseCurrencyCode(ctx.$('[itemprop="priceCurrency"]').first().attr("content"));
  const exact = parseStructuredAmount(el.attr("content"), currency);
  if (exact !== undefined) return { price: exact, currency };
  const shown = parsePriceText(cleanText(el.text()), ctx.hints, { requireCurrency: true });
  return shown ? { price: shown.amount, currency: shown.currency } : {};
}

export const ebayRule: PlatformRule = {
  name: "ebay",
  matches: (ctx) =>
    hostMatches(ctx, /(^|\.)ebay\.[a-z.]+$/) ||
    (ctx.$("#itemTitle").length > 0 && ctx.$("#prcIsum, #prcIsum_bidPrice").length > 0),
  extract: (ctx) => ({ name: title(ctx), ...price(ctx) }),
};
