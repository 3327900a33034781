import { BATCH_MAX_ITEMS } from "../../../shared/batches/batch-limits";
import { normaliseProductUrl } from "../../../shared/sites/site-url";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchFeed } from "../../fetch/safe-fetch";
import { parseCsv } from "../batches/batch-csv";
import { readFeed, type FeedFetch } from "../batches/batch-feeds";
import { SITE_SYNC_MESSAGES } from "../../../shared/sites/site-sync-messages";

/** A site's catalogue holds at most as many products as a batch (issue 23: refused above it). */
export const SITE_MAX_PRODUCTS = BATCH_MAX_ITEMS;

const tooManyProducts = () => SITE_SYNC_MESSAGES.tooManyProducts(SITE_MAX_PRODUCTS.toLocaleString("en-US"));

export type SiteSource = { urls: string[] } | { problem: string };

/**
 * The product pages a site's catalogue source lists, normalised and deduplicated, on the site's
 * own origin only: the batch inputs (sitemap or index, Merchant RSS/Atom, Shopify products.json,
 * CSV with a product_link column) read by the batch parsers. More than SITE_MAX_PRODUCTS is
 * refused whole with a clear message rather than synced in part.
 */
export async function readSiteSource(
  origin: string,
  sourceUrl: string,
  options: SafeFetchOptions,
): Promise<SiteSource> {
  let first: { text: string; finalUrl: string };
  try {
    const doc = await safeFetchFeed(sourceUrl, options);
    first = { text: doc.html, finalUrl: doc.finalUrl };
  } catch (err) {
    // A source too big to read (5 MB) lists far more than the limit: say so, not "too large".
    if (err instanceof FetchFailedError && err.code === "too_large") return { problem: tooManyProducts() };
    if (err instanceof FetchFailedError || err instanceof FetchRefusedError)
      return { problem: SITE_SYNC_MESSAGES.sourceUnreadable(err.message.replace("product page", "catalogue")) };
    throw err;
  }
  const text = first.text.replace(/^\uFEFF/, "").trim();
  const looksLikeFeed = text.startsWith("<") || text.startsWith("{") || text.startsWith("[");
  // The first document is read once: the feed reader gets it from here, later sitemaps from the shop.
  const fetch: FeedFetch = async (url) => {
    if (url === sourceUrl) return first;
    const doc = await safeFetchFeed(url, options);
    return { text: doc.html, finalUrl: doc.finalUrl };
  };
  const parsed = looksLikeFeed ? await readFeed(sourceUrl, fetch) : parseCsv(text);
  if (parsed.rows.length > SITE_MAX_PRODUCTS) return { problem: tooManyProducts() };
  const urls = new Set<string>();
  for (const row of parsed.rows) {
    const url = row.productLink ? normaliseProductUrl(row.productLink, first.finalUrl) : undefined;
    // Pages of another origin are not this shop's: never fetched or voiced for it.
    if (url && new URL(url).origin === origin) urls.add(url);
  }
  if (urls.size === 0)
    return {
      problem: parsed.fileProblems[0] ?? SITE_SYNC_MESSAGES.noProductPages(origin),
    };
  return { urls: [...urls] };
}
