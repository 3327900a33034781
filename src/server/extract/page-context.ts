import { load, type CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { CurrencyHints } from "./price/currency";
import { isElement } from "./dom-nodes";

export type PageContext = {
  $: CheerioAPI;
  /** The page URL: as given, else the page's canonical / og:url. */
  url?: URL;
  /** BCP 47 language as declared by the page. */
  language?: string;
  hints: CurrencyHints;
};

const PARSER_OPTIONS = { xml: { xmlMode: false, decodeEntities: true } };

// Country-code TLDs that are sold as generic names and say nothing about the shop's country.
const GENERIC_CCTLDS = new Set(["io", "co", "me", "tv", "ai", "ly", "fm", "to", "cc", "ws", "gg", "sh", "app", "eu"]);

export function createPageContext(html: string, pageUrl?: string): PageContext {
  // htmlparser2 in HTML mode: about five times faster than parse5 on 1-2 MB shop pages and
  // the same facts on the corpus; extraction does not need browser-exact tree repair.
  const $ = load(html, PARSER_OPTIONS);
  const url =
    parseUrl(pageUrl) ?? parseUrl($('link[rel="canonical"]').attr("href")) ?? parseUrl(metaContent($, "og:url"));
  const language = declaredLanguage($);
  return { $, url, language, hints: buildHints(url, language) };
}

// One pass over <meta> per document instead of one query per key.
const META_INDEX = new WeakMap<CheerioAPI, Map<string, string>>();

function metaIndex($: CheerioAPI): Map<string, string> {
  let index = META_INDEX.get($);
  if (!index) {
    index = new Map();
    for (const el of $("meta").toArray()) {
      const content = el.attribs.content;
      if (content === undefined) continue;
      for (const attr of ["property", "name", "itemprop"]) {
        const key = el.attribs[attr]?.trim().toLowerCase();
        if (key && !index.has(key)) index.set(key, content);
      }
    }
    META_INDEX.set($, index);
  }
  return index;
}

export function metaContent($: CheerioAPI, key: string): string | undefined {
  const v = metaIndex($).get(key.toLowerCase());
  // Some shops escape entities twice, so "&#39;" survives the parser's decoding.
  const t = v === undefined ? undefined : /&(#\d+|#x[\da-f]+|[a-z]+);/i.test(v) ? htmlToText(v) : cleanText(v);
  return t || undefined;
}

function declaredLanguage($: CheerioAPI): string | undefined {
  const raw =
    $("html").attr("lang") ??
    $("html").attr("xml:lang") ??
    $('meta[http-equiv="content-language" i]').attr("content") ??
    metaContent($, "og:locale");
  const tag = raw?.trim().replace(/_/g, "-").split(/[,\s]/)[0];
  return tag && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag) ? tag : undefined;
}

function buildHints(url: URL | undefined, language: string | undefined): CurrencyHints {
  const regions: string[] = [];
  if (url) {
    const labels = url.hostname.toLowerCase().split(".");
    const tld = labels[labels.length - 1] ?? "";
    if (tld.length === 2 && !GENERIC_CCTLDS.has(tld)) regions.push(tld === "uk" ? "gb" : tld);
    // Locale in the host ("ar-sa.shop.com") or the first path segments ("/gb/en/", "/en-ca/").
    const sub = /^([a-z]{2})-([a-z]{2})$/.exec(labels[0] ?? "");
    if (sub?.[2]) regions.push(sub[2]);
    const path = /^\/([a-z]{2})(?:[-_]([a-z]{2}))?\/(?:([a-z]{2})\/)?/i.exec(url.pathname);
    if (path) {
      if (path[2]) regions.push(path[2].toLowerCase());
      else if (path[3]) regions.push(path[1]!.toLowerCase());
    }
  }
  const parts = language?.toLowerCase().split("-") ?? [];
  const region = parts.slice(1).find((p) => /^[a-z]{2}$/.test(p));
  if (region) regions.push(region);
  return { regions: [...new Set(regions)], language: parts[0] };
}

function parseUrl(raw: string | undefined): URL | undefined {
  if (!raw) return undefined;
  try {
    const u = new URL(raw.trim());
    return u.protocol === "http:" || u.protocol === "https:" ? u : undefined;
  } catch {
    return undefined;
  }
}

/** Text a reader sees in an element: scripts, styles and templates left out. */
export function visibleText($: CheerioAPI, el: Element): string {
  const clone = $(el).clone();
  clone.find("script, style, noscript, template").remove();
  return cleanText(clone.text());
}

export function cleanText(s: string | undefined | null): string {
  return (s ?? "").replace(/[\s\u00a0\u200b\u200e\u200f\ufeff]+/g, " ").trim();
}

/** Text of an HTML fragment (JSON-LD descriptions often carry markup or escaped entities). */
export function htmlToText(s: string): string {
  if (!/[<&]/.test(s)) return cleanText(s);
  const withBreaks = s.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, " $&");
  const text = load(`<body>${withBreaks}</body>`, PARSER_OPTIONS)("body").text();
  // Entities escaped twice (&amp;lt;strong&amp;gt;) come out as markup after one decode.
  return cleanText(/<\/?[a-z][^>]*>/i.test(text) ? load(`<body>${text}</body>`, PARSER_OPTIONS)("body").text() : text);
}

export function absoluteUrl(raw: string | undefined, base: URL | undefined): string | undefined {
  if (!raw) return undefined;
  const s = raw.trim();
  if (!s || s.startsWith("data:")) return undefined;
  try {
    return new URL(s, base).toString();
  } catch {
    return undefined;
  }
}

/** Elements matching a selector built at run time (cheerio only types literal selectors). */
export function selectElements($: CheerioAPI, selector: string): Element[] {
  return $(selector).toArray().filter(isElement);
}
