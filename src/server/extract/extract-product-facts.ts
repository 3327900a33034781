import type { ProductFacts } from "../../shared/generator/product-facts";
import { cleanBrand, isPlaceholder } from "./brand-cleanup";
import type { Candidate, Rating } from "./candidate";
import { createPageContext } from "./page-context";
import { classifyPage } from "./page-kind";
import { pickName } from "./pick-name";
import { pickPrice } from "./pick-price";
import { categoryFrom, formatLanguageTag, shopSummary } from "./pick-text";
import { platformCandidate } from "./platforms/platform-rules";
import { domFacts, readBrandLine } from "./sources/dom-text";
import { jsonLdBreadcrumbs, jsonLdCandidate } from "./sources/json-ld";
import { mainText } from "./sources/main-text";
import { metaCandidate } from "./sources/meta-tags";
import { microdataCandidate, rdfaCandidate } from "./sources/microdata";
import { scriptDataBrand } from "./sources/script-data";
import { specRows } from "./spec-rows";
import { hostLabel, stripRetailerSuffix } from "./title-cleanup";

const MAX_FEATURES = 8;
const MAX_IMAGES = 10;

/**
 * Reads the product facts a shopper sees on a product page. Pure and synchronous: no network, no
 * clock, no environment; the same HTML always gives the same facts. `pageUrl` (the fetched URL)
 * helps resolve relative links and the shop's country; without it the page's canonical URL is used.
 *
 * Sources in order of trust: a dedicated platform rule, JSON-LD, microdata, RDFa, OpenGraph /
 * product meta tags, then the visible page (headings, price elements, bullets, spec tables, text).
 */
export function extractProductFacts(html: string, pageUrl?: string): ProductFacts {
  const ctx = createPageContext(html, pageUrl);
  const platform = platformCandidate(ctx);
  const jsonLd = jsonLdCandidate(ctx);
  const microdata = microdataCandidate(ctx);
  const rdfa = rdfaCandidate(ctx);
  const structured = [platform, jsonLd, microdata, rdfa];
  const meta = metaCandidate(ctx);
  const dom = domFacts(ctx);
  const all: Candidate[] = [...structured, meta];

  const host = ctx.url?.hostname;
  const picked = pickName({
    platform: unlessPlaceholder(platform.name),
    structured: structured.map((c) => unlessPlaceholder(c.name)),
    headings: dom.headings,
    ogTitle: meta.name,
    title: dom.title,
    siteName: meta.siteName,
    host,
  });
  const name = stripRetailerSuffix(picked, meta.siteName, host);
  const { price, currency } = pickPrice(structured, meta, ctx, name);
  const specLines = dom.specs.slice(0, MAX_FEATURES).map(([k, v]) => `${k}: ${v}`);
  const features = first([platform.features, dom.features, specLines].map((f) => (f?.length ? f : undefined))) ?? [];
  // The platform's and JSON-LD's description are written for the product; OpenGraph and meta
  // descriptions are the shop's summary; microdata often wraps a whole page section.
  const description =
    first([platform.description, jsonLd.description, shopSummary(meta, name)]) ??
    first([microdata.description, rdfa.description]) ??
    mainText(ctx) ??
    features[0];
  const category =
    first(all.map((c) => c.category && categoryFrom([c.category], name))) ??
    categoryFrom(jsonLdBreadcrumbs(ctx), name) ??
    categoryFrom(dom.breadcrumbs, name);

  const pageKind = classifyPage(ctx, {
    platform,
    structured,
    meta,
    name,
    headings: dom.headings.map((h) => h.text),
    hasPrice: price !== undefined,
    specRows: dom.specs.length,
    featureBullets: dom.features.length,
  });

  return {
    ...defined("name", name),
    ...defined(
      "brand",
      firstOf([
        ...all.map((c) => () => c.brand),
        () => scriptDataBrand(ctx, name),
        () => dom.specBrand,
        () => readBrandLine(ctx.$),
      ]),
    ),
    ...defined("price", price),
    ...defined("currency", price !== undefined ? currency : undefined),
    ...defined("availability", first(all.map((c) => c.availability))),
    ...defined("description", description),
    features: features.slice(0, MAX_FEATURES),
    ...defined("specs", specRows(dom.specs)),
    ...defined("category", category),
    ...defined("rating", roundRating(first(all.map((c) => c.rating)))),
    images: [...new Set(all.flatMap((c) => c.images ?? []))].slice(0, MAX_IMAGES),
    ...defined("language", formatLanguageTag(ctx.language)),
    ...defined(
      "canonicalUrl",
      meta.canonicalUrl ?? first(structured.map((c) => c.canonicalUrl)) ?? ctx.url?.toString(),
    ),
    ...defined("shopName", shopName(meta.siteName, host)),
    pageKind,
  };
}

/** The shop's name as it calls itself (og:site_name), else its domain's own label ("argos"). */
function shopName(siteName: string | undefined, host: string | undefined): string | undefined {
  const site = siteName && !isPlaceholder(siteName) && siteName.length <= 60 ? siteName : undefined;
  if (site) return site;
  const label = hostLabel(host);
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : undefined;
}

/** The first brand source that gives a real brand; later (slower) sources run only when needed. */
function firstOf(sources: (() => string | undefined)[]): string | undefined {
  for (const source of sources) {
    const brand = cleanBrand(source());
    if (brand) return brand;
  }
  return undefined;
}

function unlessPlaceholder(text: string | undefined): string | undefined {
  return isPlaceholder(text) ? undefined : text;
}

// "4.495636998254799 stars" is not something to read aloud.
function roundRating(r: Rating | undefined): Rating | undefined {
  return r ? { ...r, value: Math.round(r.value * 100) / 100 } : undefined;
}

function first<T>(values: (T | undefined)[]): T | undefined {
  return values.find((v) => v !== undefined && v !== "");
}

function defined<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
