import { load, type CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { normaliseCurrencyCode, type CurrencyHints } from "./price/currency";
import { isElement, isTextNode } from "./dom-nodes";

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
  return { $, url, language, hints: buildHints(url, language, metaContent($, "og:locale"), dataLayerCurrency($)) };
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

function buildHints(
  url: URL | undefined,
  language: string | undefined,
  ogLocale: string | undefined,
  pageCurrency: string | undefined,
): CurrencyHints {
  const regions: string[] = [];
  let tld: string | undefined;
  if (url) {
    const labels = url.hostname.toLowerCase().split(".");
    tld = labels[labels.length - 1] ?? "";
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
  // The region of the page's locale: its lang attribute ("es-CL"), else OpenGraph's ("es_MX").
  for (const tag of [parts, ogLocale?.toLowerCase().split(/[-_]/) ?? []]) {
    const region = tag.slice(1).find((p) => /^[a-z]{2}$/.test(p));
    if (region) regions.push(region);
  }
  return {
    regions: [...new Set(regions)],
    language: parts[0] ?? ogLocale?.toLowerCase().split(/[-_]/)[0],
    ...(tld ? { tld } : {}),
    ...(pageCurrency ? { pageCurrency } : {}),
  };
}

// "currency": "MXN", currencyCode: 'CLP' in the shop's analytics data layer or state object.
const DATA_LAYER_CURRENCY =
  /["']?(?:currency|currencyCode|currency_code|priceCurrency)["']?\s*[:=]\s*["']([A-Za-z]{3})["']/g;

/**
 * The currency the shop's own scripts report its prices in, when they agree on one. Used to
 * resolve an ambiguous sign ("$" in Santiago is pesos); never overrides a declared currency.
 */
function dataLayerCurrency($: CheerioAPI): string | undefined {
  const counts = new Map<string, number>();
  for (const el of $("script:not([src])").toArray()) {
    if (/json\+ld/i.test(el.attribs.type ?? "")) continue;
    const text = $(el).text();
    if (text.length > 500_000 || !/currency/i.test(text)) continue;
    for (const m of text.matchAll(DATA_LAYER_CURRENCY)) {
      const code = normaliseCurrencyCode(m[1]);
      if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  // Two currencies equally often (a currency switcher's list) say nothing.
  return top && (!second || top[1] >= second[1] * 2) ? top[0] : undefined;
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

/** Text a reader sees in an element: scripts, styles and templates left out, blocks kept apart. */
export function visibleText(_$: CheerioAPI, el: Element): string {
  return blockText(el);
}

// Elements a browser shows on their own line: their text never runs into the next block's.
const BLOCK_TAGS = new Set(
  (
    "address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li " +
    "main nav ol p pre section table tbody td tfoot th thead tr ul option button label"
  ).split(" "),
);
const HIDDEN_TAGS = new Set(["script", "style", "noscript", "template"]);

/**
 * An element's text as a reader sees it: "<div>laptop</div><div>With…</div>" is "laptop With…",
 * not the "laptopWith…" that joining text nodes gives. Scripts, styles and templates are left out.
 */
export function blockText(node: AnyNode | undefined): string {
  if (!node) return "";
  const out: string[] = [];
  const stack: (AnyNode | " ")[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === " ") out.push(" ");
    else if (isTextNode(n)) out.push(n.data);
    else if (isElement(n) && !HIDDEN_TAGS.has(n.name)) {
      const block = BLOCK_TAGS.has(n.name);
      if (block) stack.push(" ");
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
      if (block) stack.push(" ");
    }
  }
  return cleanText(out.join(""));
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
