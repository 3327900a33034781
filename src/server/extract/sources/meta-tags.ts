import { normaliseAvailability } from "../availability";
import type { Candidate } from "../candidate";
import { absoluteUrl, metaContent, type PageContext } from "../page-context";
import { normaliseCurrencyCode } from "../price/currency";
import { parsePriceText, parseStructuredAmount } from "../price/parse-price";

export type MetaCandidate = Candidate & {
  siteName?: string;
  ogDescription?: string;
  metaDescription?: string;
};

/** OpenGraph (og:*, product:*), Twitter cards, meta description and the canonical link. */
export function metaCandidate(ctx: PageContext): MetaCandidate {
  const { $ } = ctx;
  const m = (k: string) => metaContent($, k);
  const currency = normaliseCurrencyCode(
    m("product:price:currency") ?? m("og:price:currency") ?? m("product:sale_price:currency"),
  );
  const rawPrice =
    m("product:sale_price:amount") ?? m("product:price:amount") ?? m("og:price:amount") ?? m("product:price");
  let price = parseStructuredAmount(rawPrice, currency);
  let priceCurrency = currency;
  // Some shops put display text ("2,900원~") in og:price or the Twitter card's data field.
  const display = m("og:price") ?? twitterPrice(ctx);
  if (price === undefined && display) {
    const parsed = parsePriceText(display, { ...ctx.hints, declared: currency });
    price = parsed?.amount;
    priceCurrency ??= parsed?.currency;
  }
  const images = $('meta[property="og:image"], meta[property="og:image:url"], meta[name="twitter:image"]')
    .map((_, el) => absoluteUrl($(el).attr("content"), ctx.url))
    .get()
    .filter((u): u is string => Boolean(u));
  const ogDescription = m("og:description") ?? m("twitter:description");
  const metaDescription = m("description");
  return {
    name: m("og:title") ?? m("twitter:title"),
    brand: m("product:brand") ?? m("og:brand") ?? m("brand"),
    price: price !== undefined && price > 0 ? price : undefined,
    currency: priceCurrency,
    availability: normaliseAvailability(m("product:availability") ?? m("og:availability")),
    description: ogDescription ?? metaDescription,
    ogDescription,
    metaDescription,
    images: [...new Set(images)],
    canonicalUrl: absoluteUrl($('link[rel="canonical"]').attr("href") ?? m("og:url"), ctx.url),
    siteName: m("og:site_name") ?? m("application-name"),
  };
}

function twitterPrice(ctx: PageContext): string | undefined {
  for (const i of [1, 2]) {
    const label = metaContent(ctx.$, `twitter:label${i}`);
    if (label && /price|prix|preis|prezzo|precio|preço|цена|価格|价格/i.test(label))
      return metaContent(ctx.$, `twitter:data${i}`);
  }
  return undefined;
}
