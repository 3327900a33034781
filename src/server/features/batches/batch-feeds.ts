import { XMLParser } from "fast-xml-parser";
import { BATCH_MAX_ITEMS, SITEMAP_MAX_DEPTH, SITEMAP_MAX_FILES } from "../../../shared/batches/batch-limits";
import { DETAILS_MAX_LENGTH } from "../../../shared/generator/generator-limits";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { safeFetchFeed } from "../../fetch/safe-fetch";
import type { ParsedSource } from "./batch-csv";
import type { RawRow } from "./batch-rows";
import { BATCH_FEED_MESSAGES, BATCH_FILE_MESSAGES } from "../../../shared/batches/batch-messages";

/** Fetches one feed document (injected by tests). */
export type FeedFetch = (url: string) => Promise<{ text: string; finalUrl: string }>;

export function feedFetcher(options: SafeFetchOptions): FeedFetch {
  return async (url) => {
    const page = await safeFetchFeed(url, options);
    return { text: page.html, finalUrl: page.finalUrl };
  };
}

/**
 * Reads a catalogue from a link: a Shopify store's products.json, a Google Merchant Center feed
 * (RSS 2.0 or Atom), or a sitemap (an index of sitemaps is followed SITEMAP_MAX_DEPTH deep
 * through at most SITEMAP_MAX_FILES files). XML entity declarations are refused outright, so
 * neither an external entity (XXE) nor an expanding one (billion laughs) is ever read.
 */
export async function readFeed(url: string, fetch: FeedFetch): Promise<ParsedSource> {
  const state = { files: 0, rows: [] as RawRow[], problems: [] as string[] };
  await readOne(url, 0, fetch, state);
  return { rows: state.rows, fileProblems: state.problems };
}

type State = { files: number; rows: RawRow[]; problems: string[] };

async function readOne(url: string, depth: number, fetch: FeedFetch, state: State): Promise<void> {
  state.files += 1;
  let doc: { text: string; finalUrl: string };
  try {
    doc = await fetch(url);
  } catch (err) {
    if (err instanceof FetchRefusedError || err instanceof FetchFailedError) {
      state.problems.push(BATCH_FEED_MESSAGES.unreadable(url, err.message.replace("product page", "feed")));
      return;
    }
    throw err;
  }
  const text = doc.text.replace(/^\uFEFF/, "").trim();
  if (text.startsWith("{") || text.startsWith("[")) return readShopifyJson(text, doc.finalUrl, state);
  if (!text.startsWith("<")) {
    state.problems.push(BATCH_FEED_MESSAGES.notFeedOrJson(url));
    return;
  }
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) {
    state.problems.push(BATCH_FEED_MESSAGES.xmlEntities(url));
    return;
  }
  let xml: Record<string, unknown>;
  try {
    xml = parser().parse(text, true) as Record<string, unknown>;
  } catch {
    state.problems.push(BATCH_FEED_MESSAGES.xmlUnreadable(url));
    return;
  }
  if (isRecord(xml.sitemapindex)) {
    const locs = list(xml.sitemapindex.sitemap).map((s) => textOf(isRecord(s) ? s.loc : undefined));
    if (depth + 1 > SITEMAP_MAX_DEPTH) {
      state.problems.push(BATCH_FEED_MESSAGES.tooDeep(url, SITEMAP_MAX_DEPTH));
      return;
    }
    for (const loc of locs) {
      if (!loc) continue;
      if (state.files >= SITEMAP_MAX_FILES) {
        state.problems.push(BATCH_FILE_MESSAGES.sitemapsCapped(SITEMAP_MAX_FILES));
        return;
      }
      if (state.rows.length > BATCH_MAX_ITEMS) return;
      await readOne(loc, depth + 1, fetch, state);
    }
    return;
  }
  if (isRecord(xml.urlset)) {
    for (const entry of list(xml.urlset.url))
      add(state, { productLink: textOf(isRecord(entry) ? entry.loc : undefined) });
    return;
  }
  const channel = isRecord(xml.rss) && isRecord(xml.rss.channel) ? xml.rss.channel : undefined;
  if (channel) {
    for (const item of list(channel.item).filter(isRecord))
      add(state, {
        productLink: textOf(item.link),
        title: textOf(item.title),
        specifications: details(item.description),
      });
    return;
  }
  if (isRecord(xml.feed)) {
    for (const entry of list(xml.feed.entry).filter(isRecord))
      add(state, {
        productLink: atomLink(entry.link),
        title: textOf(entry.title),
        specifications: details(entry.summary),
      });
    return;
  }
  state.problems.push(BATCH_FEED_MESSAGES.notFeed(url));
}

function readShopifyJson(text: string, finalUrl: string, state: State): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    state.problems.push(BATCH_FILE_MESSAGES.jsonUnreadable);
    return;
  }
  const products = isRecord(json) && Array.isArray(json.products) ? json.products : undefined;
  if (!products) {
    state.problems.push(BATCH_FILE_MESSAGES.notProductsJson);
    return;
  }
  const origin = new URL(finalUrl).origin;
  for (const product of products.filter(isRecord)) {
    const handle = typeof product.handle === "string" ? product.handle : undefined;
    add(state, {
      productLink: handle ? `${origin}/products/${encodeURIComponent(handle)}` : undefined,
      title: typeof product.title === "string" ? product.title : undefined,
      specifications: details(product.body_html),
    });
  }
}

function add(state: State, row: RawRow): void {
  // One past the limit is enough to say the catalogue is too large.
  if (state.rows.length <= BATCH_MAX_ITEMS) state.rows.push(row);
}

function parser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  if (isRecord(value) && typeof value["#text"] === "string") return value["#text"].trim() || undefined;
  return undefined;
}

function atomLink(value: unknown): string | undefined {
  const links = list(value).filter(isRecord);
  const alternate = links.find((l) => l["@_rel"] === undefined || l["@_rel"] === "alternate") ?? links[0];
  return alternate && typeof alternate["@_href"] === "string" ? alternate["@_href"] : textOf(value);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** A feed's description as details: tags dropped, the few entities feeds use decoded, capped. */
function details(value: unknown): string | undefined {
  const raw = textOf(value);
  if (!raw) return undefined;
  // Feeds escape their HTML descriptions: decode the few entities feeds use, then drop the tags.
  const decoded = raw.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ");
  const text = decoded
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text.slice(0, Math.min(DETAILS_MAX_LENGTH, 1500)) : undefined;
}
