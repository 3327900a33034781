import type { Candidate } from "../candidate";
import { absoluteUrl, blockText, cleanText, type PageContext } from "../page-context";
import { cleanBrand } from "../brand-cleanup";
import { parsePriceText } from "../price/parse-price";
import { hostMatches, type PlatformRule } from "./platform-rule";

// Buy-box prices, most specific first. Amazon has renamed these over the years; all still occur.
const PRICE_SELECTORS = [
  "#corePrice_feature_div .a-offscreen",
  "#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen",
  "#priceblock_dealprice",
  "#priceblock_saleprice",
  "#priceblock_ourprice",
  "#newBuyBoxPrice",
  "#price_inside_buybox",
  "#kindle-price",
  "#buyNewSection .a-color-price",
  "#usedBuySection .a-color-price",
  "#apex_desktop .a-price .a-offscreen",
  "#tmmSwatches .selected .a-color-price",
];

function byline(ctx: PageContext): string | undefined {
  const el = ctx.$("a#bylineInfo, #bylineInfo a.a-link-normal, #brand").first();
  const text = cleanText(el.text());
  // Books carry an author byline ("by …"), which is not a brand.
  if (!text || /^(by|von|di|de|par|door|著)\b/i.test(text)) return undefined;
  // "Visit the Gorilla Store", "Besuchen Sie den WELEDA-Store", "Marca: Orange".
  const brand = cleanBrand(text);
  return brand && brand.length <= 40 ? brand : undefined;
}

function price(ctx: PageContext): { price?: number; currency?: string } {
  for (const sel of PRICE_SELECTORS) {
    const text = cleanText(ctx.$(sel).first().text());
    const parsed = text ? parsePriceText(text, ctx.hints, { requireCurrency: true }) : undefined;
    if (parsed) return { price: parsed.amount, currency: parsed.currency };
  }
  // The accessory-attach widget keeps the buy-box price as a plain number, in the currency of
  // the marketplace (amazon.com sells in dollars; other marketplaces have a country TLD).
  const attach = ctx.$("#attach-base-product-price").attr("value");
  const amount = attach ? Number(attach) : Number.NaN;
  const currency = ctx.url && /(^|\.)amazon\.com$/.test(ctx.url.hostname) ? "USD" : undefined;
  return Number.isFinite(amount) && amount > 0 ? { price: amount, currency } : {};
}

function bullets(ctx: PageContext): string[] {
  return ctx
    .$("#feature-bullets li:not(#replacementPartsFitmentBullet)")
    .map((_, li) => blockText(li))
    .get()
    .filter((t) => t.length >= 3);
}

function endSentence(text: string): string {
  return /[.!?。！？]$/u.test(text) ? text : `${text}.`;
}

export const amazonRule: PlatformRule = {
  name: "amazon",
  matches: (ctx) =>
    hostMatches(ctx, /(^|\.)amazon\.[a-z.]+$/) ||
    (ctx.$("#productTitle").length > 0 && ctx.$("#nav-logo, #navbar").length > 0),
  extract: (ctx): Candidate => {
    const features = bullets(ctx);
    // Sellers write their key facts as bullets; the first substantial one reads as a summary.
    const lead = features.findIndex((f) => f.length >= 40);
    const image = ctx.$("#landingImage, #imgBlkFront, #ebooksImgBlkFront").first();
    return {
      name: cleanText(ctx.$("#productTitle, #ebooksProductTitle").first().text()) || undefined,
      brand: byline(ctx),
      ...price(ctx),
      // Bullets end without a full stop; joined bare they would run into one another.
      description: lead >= 0 ? features.slice(lead).map(endSentence).join(" ") : undefined,
      features,
      images: [absoluteUrl(image.attr("data-old-hires") || image.attr("src"), ctx.url)].filter((u): u is string =>
        Boolean(u),
      ),
    };
  },
};
