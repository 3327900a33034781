import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { cleanText, selectElements, type PageContext } from "../page-context";
import { parsePriceText, type ParsedPrice } from "../price/parse-price";
import { containsText, similarity } from "../text-similarity";
import { isElement, isTextNode } from "../dom-nodes";

// Elements named like a price in any common shop language.
const PRICE_NAME = /price|prix|preis|prezzo|precio|preco|preço|cena|cijena|pret|fiyat|harga|amount/i;
// Short elements whose own text may be a bare amount, with the currency beside it in the parent.
const LEAF_TAGS = new Set(["span", "strong", "b", "em", "font", "ins", "big", "div", "p", "td", "dd", "li"]);

// Substrings of class/id names that mark the selling price, or not. Substrings rather than
// words because shops glue words together ("ourprice", "oldPrice", "price_was").
const GOOD =
  /sale|current|final|now|actual|special|offer|our|selling|main|product-?price|buy|deal|promo|big|primary|price-?value|price-?amount/i;
const BAD =
  /(?<!b)old|was|orig|regular|list|strike|before|crossed|compare|rrp|msrp|uvp|save|saving|discount|percent|per-?unit|unit-?price|instal|monthly|month|shipping|delivery|min|max|(?<!o)range|total|cart|basket|filter|facet|tax|vat|points|coupon|bundle|screen-?reader/i;
const ELSEWHERE =
  /related|recommend|carousel|upsell|cross-?sell|similar|recent|also|accessor|sponsor|compare|other-?offer|footer|header|menu|nav/i;
// Words that label the selling price in running text ("特價 2320 元", "Price: $165.95").
const PRICE_LABEL = /price|prix|preis|prezzo|precio|preço|cena|цена|價|价|가격|판매가|特價|售價|直購價|税込|価格/i;
const EMPHASIS = /font-size:\s*(1[8-9]|[2-9]\d)px|bold|color:\s*(#f00\b|#ff0000|red|#e\d{2}|#c00)/i;

export type RankedPrice = ParsedPrice & { score: number; text: string };

/**
 * Finds the price a shopper sees next to the product title, for pages without structured price.
 * Candidates are elements named like a price, or short amounts with a currency and a price label
 * beside them. The winner is close after the product heading, not struck through, not in a
 * "was"/"save"/"per unit" element and not in a related-products area.
 */
export function visiblePrice(ctx: PageContext, productName?: string): ParsedPrice | undefined {
  const best = rankPriceCandidates(ctx, productName)[0];
  return best && best.score > 0 ? { amount: best.amount, currency: best.currency } : undefined;
}

/** Every price-like element with its score, best first (exported for tests and tuning). */
export function rankPriceCandidates(ctx: PageContext, productName?: string): RankedPrice[] {
  const { $ } = ctx;
  // One walk in document order serves both passes and the distance measure.
  const elements = $("body *").toArray().filter(isElement);
  const order = new Map(elements.map((el, i) => [el, i]));
  const anchorEl = findAnchor($, productName);
  const anchor = anchorEl ? (order.get(anchorEl) ?? 0) : 0;
  const out: RankedPrice[] = [];
  for (const [i, el] of elements.entries()) {
    const named = PRICE_NAME.test(attrText(el));
    const candidate = named ? namedCandidate($, el, ctx) : LEAF_TAGS.has(el.name) ? leafCandidate(el, ctx) : undefined;
    if (!candidate) continue;
    const score = scoreElement($, el, candidate, candidate.text, i - anchor) + (named ? 2 : candidate.labelled ? 2 : 0);
    out.push({ amount: candidate.amount, currency: candidate.currency, text: candidate.text, score });
  }
  return out.sort((a, b) => b.score - a.score);
}

type Found = ParsedPrice & { text: string; labelled?: boolean };

function namedCandidate($: CheerioAPI, el: Element, ctx: PageContext): Found | undefined {
  const text = priceText($, el) || cleanText(el.attribs.content);
  if (!text || text.length > 80) return undefined;
  const parsed = parsePriceText(text, ctx.hints);
  return parsed && parsed.amount > 0 ? { ...parsed, text } : undefined;
}

function leafCandidate(el: Element, ctx: PageContext): Found | undefined {
  const own = ownText(el);
  if (own.length > 20 || !/^\D{0,4}\d[\d.,\s]*\D{0,4}$/.test(own)) return undefined;
  const context = el.parent ? boundedText(el.parent, 200) : undefined;
  const at = context ? context.indexOf(own) : -1;
  if (!context || at < 0) return undefined;
  const text = context.slice(Math.max(0, at - 12), at + own.length + 12);
  const parsed = parsePriceText(text, ctx.hints, { requireCurrency: true });
  if (!parsed || parsed.amount <= 0) return undefined;
  return { ...parsed, text, labelled: PRICE_LABEL.test(context.slice(Math.max(0, at - 20), at)) };
}

function scoreElement($: CheerioAPI, el: Element, parsed: ParsedPrice, text: string, distance: number): number {
  let score = 0;
  const attrs = attrText(el);
  if (GOOD.test(attrs)) score += 2;
  if (BAD.test(attrs)) score -= 4;
  if (EMPHASIS.test(el.attribs.style ?? "")) score += 1;
  score += parsed.currency ? 2 : -1;
  // Two amounts in one element ("£10 £8") belong to its children; let those compete instead.
  if ((text.match(/\d[\d.,\s]*\d|\d/g) ?? []).length > 2) score -= 2;
  if ($(el).closest("del, s, strike").length) score -= 6;
  let p = el.parent;
  for (let i = 0; isElement(p) && i < 12; i++, p = p.parent) {
    if (ELSEWHERE.test(attrText(p)) || ["header", "footer", "nav", "aside"].includes(p.name)) {
      score -= 4;
      break;
    }
  }
  // Prices right after the title are the product's; far away ones are other products'.
  score -= distance < 0 ? Math.min(6, 1 + -distance / 150) : Math.min(4, distance / 300);
  return score;
}

function attrText(el: Element): string {
  const a = el.attribs;
  return `${a.class ?? ""} ${a.id ?? ""} ${a.itemprop ?? ""} ${a["data-testid"] ?? ""}`;
}

/** The element showing the product name: where the buy box starts on most layouts. */
function findAnchor($: CheerioAPI, name: string | undefined): Element | undefined {
  if (name) {
    for (const el of selectElements($, "h1, h2, h3, [itemprop=name], [class*=title i], [class*=name i]")) {
      const t = cleanText($(el).text());
      if (t && t.length < name.length * 2 + 40 && (containsText(t, name) || similarity(t, name) >= 0.8)) return el;
    }
  }
  return $("h1").get(0);
}

/** Element text with superscript cents joined as decimals ("$249<sup>99</sup>" is $249.99). */
function priceText($: CheerioAPI, el: Element): string {
  if (!$(el).find("sup").length) return cleanText($(el).text());
  let out = "";
  const walk = (nodes: AnyNode[]) => {
    for (const n of nodes) {
      if (isTextNode(n)) out += n.data;
      else if (isElement(n)) {
        const tag = n;
        const t = cleanText($(tag).text());
        if (tag.name === "sup" && /^\d{2}$/.test(t) && /\d\s*$/.test(out)) out = `${out.trimEnd()}.${t}`;
        else walk(tag.children);
      }
    }
  };
  walk(el.children);
  return cleanText(out);
}

/** Text of a node, or undefined once it passes `max` characters (parents can be the whole page). */
function boundedText(node: AnyNode, max: number): string | undefined {
  let out = "";
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (isTextNode(n)) {
      out += n.data;
      if (out.length > max * 3) return undefined;
    } else if (isElement(n) && n.name !== "script" && n.name !== "style") {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  const text = cleanText(out);
  return text.length > max ? undefined : text;
}

function ownText(el: Element): string {
  return cleanText(el.children.map((c) => (isTextNode(c) ? c.data : " ")).join(""));
}
