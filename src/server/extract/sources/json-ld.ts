import { isSchemaNode, type Candidate, type SchemaNode } from "../candidate";
import type { PageContext } from "../page-context";
import { candidateFromProduct, isProductNode, textOf, typesOf } from "./schema-product";

// Several readers need the JSON-LD nodes of one page; it is parsed once.
const NODES = new WeakMap<PageContext, SchemaNode[]>();

/** Parses every JSON-LD block, tolerating the CDATA wrappers, comments and raw newlines shops emit. */
export function readJsonLdNodes(ctx: PageContext): SchemaNode[] {
  const cached = NODES.get(ctx);
  if (cached) return cached;
  const nodes: SchemaNode[] = [];
  NODES.set(ctx, nodes);
  ctx.$('script[type="application/ld+json" i]').each((_, el) => {
    const raw = ctx.$(el).text();
    const parsed = parseLenient(raw);
    if (parsed !== undefined) collect(parsed, nodes, 0);
  });
  return nodes;
}

function parseLenient(raw: string): unknown {
  const stripped = raw
    .replace(/^\s*(?:\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?/, "")
    .replace(/(?:\/\*\s*)?\]\]>(?:\s*\*\/)?\s*$/, "")
    .replace(/^\s*<!--/, "")
    .replace(/-->\s*$/, "")
    .trim();
  if (!stripped) return undefined;
  try {
    return JSON.parse(stripped);
  } catch {
    try {
      // Raw control characters inside strings are the most common defect; spaces are harmless.
      return JSON.parse(blankControlChars(stripped).replace(/,\s*([}\]])/g, "$1"));
    } catch {
      return undefined;
    }
  }
}

function blankControlChars(s: string): string {
  let out = "";
  for (const ch of s) out += ch.charCodeAt(0) < 0x20 ? " " : ch;
  return out;
}

// Walks arrays and @graph, and the few properties that hold the page's main entity.
function collect(value: unknown, out: SchemaNode[], depth: number): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  if (!isSchemaNode(value)) return;
  out.push(value);
  if (value["@graph"]) collect(value["@graph"], out, depth + 1);
  if (isSchemaNode(value.mainEntity)) collect(value.mainEntity, out, depth + 1);
  if (isSchemaNode(value.itemOffered)) collect(value.itemOffered, out, depth + 1);
}

/** Ranks Product nodes: a named, priced product that matches the page beats related products. */
export function bestProduct(nodes: SchemaNode[], ctx: PageContext): SchemaNode | undefined {
  let best: SchemaNode | undefined;
  let bestScore = -Infinity;
  nodes.forEach((node, index) => {
    if (!isProductNode(node)) return;
    const c = candidateFromProduct(node, ctx.url);
    let score = -index * 0.01;
    if (c.name) score += 2;
    if (c.price !== undefined) score += 3;
    if (c.brand) score += 0.5;
    if (c.description) score += 0.5;
    if (c.canonicalUrl && ctx.url && new URL(c.canonicalUrl).pathname === ctx.url.pathname) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = node;
    }
  });
  return best;
}

export function jsonLdCandidate(ctx: PageContext): Candidate {
  const nodes = readJsonLdNodes(ctx);
  const product = bestProduct(nodes, ctx);
  const candidate: Candidate = product ? candidateFromProduct(product, ctx.url) : {};
  // Offers published on their own (Offer with itemOffered) still give the price.
  if (candidate.price === undefined) {
    const offer = nodes.find((n) => typesOf(n).includes("offer") && n.price !== undefined);
    if (offer) Object.assign(candidate, candidateFromProduct({ offers: offer }, ctx.url), stripUndefined(candidate));
  }
  return candidate;
}

/** Names in the page's BreadcrumbList, outermost first. */
export function jsonLdBreadcrumbs(ctx: PageContext): string[] {
  const list = readJsonLdNodes(ctx).find((n) => typesOf(n).includes("breadcrumblist"));
  const items = Array.isArray(list?.itemListElement) ? list.itemListElement : [];
  return items
    .filter(isSchemaNode)
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0))
    .map((i) => textOf(i.name) ?? (isSchemaNode(i.item) ? textOf(i.item.name) : undefined))
    .filter((n): n is string => Boolean(n));
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
