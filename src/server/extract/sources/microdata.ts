import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import type { Candidate, SchemaNode } from "../candidate";
import type { PageContext } from "../page-context";
import { blockText, cleanText, selectElements } from "../page-context";
import { headingText } from "./dom-text";
import { candidateFromProduct, isProductNode } from "./schema-product";
import { isElement } from "../dom-nodes";

type Syntax = { scope: string; type: string; prop: string };

// Microdata (itemscope/itemtype/itemprop) and RDFa Lite (typeof/property) have the same shape,
// so one reader serves both and yields schema.org-like nodes for candidateFromProduct.
const MICRODATA: Syntax = { scope: "itemscope", type: "itemtype", prop: "itemprop" };
const RDFA: Syntax = { scope: "typeof", type: "typeof", prop: "property" };

function readItem($: CheerioAPI, scope: Element, syntax: Syntax, depth: number): SchemaNode {
  const node: SchemaNode = { "@type": $(scope).attr(syntax.type) ?? "" };
  if (depth > 4) return node;
  $(scope)
    .find(`[${syntax.prop}]`)
    .each((_, el) => {
      if (nearestScope(el, syntax) !== scope) return;
      const isItem = el.attribs[syntax.scope] !== undefined;
      const names = el.attribs[syntax.prop] ?? "";
      const value = isItem ? readItem($, el, syntax, depth + 1) : propertyValue($(el), /\bname\b/.test(names));
      for (const rawName of names.split(/\s+/)) {
        const name = rawName.replace(/^.*[/#:]/, "");
        if (!name || value === "") continue;
        const prev = node[name];
        node[name] = prev === undefined ? value : Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
      }
    });
  return node;
}

function nearestScope(el: Element, syntax: Syntax): Element | null {
  let p = el.parent;
  while (isElement(p)) {
    if (p.attribs[syntax.scope] !== undefined) return p;
    p = p.parent;
  }
  return null;
}

function insideProduct(el: Element, syntax: Syntax): boolean {
  for (let scope = nearestScope(el, syntax); scope; scope = nearestScope(scope, syntax)) {
    if (isProductNode({ "@type": scope.attribs[syntax.type] ?? "" })) return true;
  }
  return false;
}

function propertyValue(el: Cheerio<Element>, isName: boolean): string {
  const tag = el.prop("tagName")?.toLowerCase();
  if (isName && tag && /^h[1-6]$/.test(tag)) return headingText(el);
  const content = el.attr("content");
  if (content !== undefined) return cleanText(content);
  if (tag === "a" || tag === "link" || tag === "area") return el.attr("href") ?? "";
  if (tag === "img" || tag === "source" || tag === "video" || tag === "audio" || tag === "iframe") {
    return el.attr("src") ?? el.attr("data-src") ?? "";
  }
  if (tag === "time") return el.attr("datetime") ?? cleanText(el.text());
  if (tag === "data" || tag === "meter") return el.attr("value") ?? cleanText(el.text());
  return blockText(el.get(0));
}

function topLevelProducts($: CheerioAPI, syntax: Syntax): SchemaNode[] {
  const items: SchemaNode[] = [];
  for (const el of selectElements($, `[${syntax.scope}]`)) {
    if (!isProductNode({ "@type": el.attribs[syntax.type] ?? "" })) continue;
    // A product that is a property of another item (isRelatedTo, itemListElement) is not the page's.
    const role = el.attribs[syntax.prop];
    if (role !== undefined && !/mainEntity|about|itemOffered/i.test(role) && nearestScope(el, syntax)) continue;
    // A product block inside another product block is a recommendation shown on its page.
    if (insideProduct(el, syntax)) continue;
    items.push(readItem($, el, syntax, 0));
  }
  return items;
}

function best(items: SchemaNode[], ctx: PageContext): Candidate {
  let chosen: Candidate = {};
  let bestScore = -1;
  for (const item of items) {
    const c = candidateFromProduct(item, ctx.url);
    const score = (c.name ? 2 : 0) + (c.price !== undefined ? 3 : 0) + (c.brand ? 0.5 : 0) + (c.description ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      chosen = c;
    }
  }
  return chosen;
}

export function microdataCandidate(ctx: PageContext): Candidate {
  const products = topLevelProducts(ctx.$, MICRODATA);
  if (products.length > 0) return best(products, ctx);
  // Pages that mark up an Offer without its Product still give price and currency.
  const offer = ctx.$('[itemscope][itemtype*="Offer" i]').first();
  const el = offer.get(0);
  return el ? candidateFromProduct({ offers: readItem(ctx.$, el, MICRODATA, 0) }, ctx.url) : {};
}

export function rdfaCandidate(ctx: PageContext): Candidate {
  return best(topLevelProducts(ctx.$, RDFA), ctx);
}
