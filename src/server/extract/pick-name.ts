import type { Heading } from "./sources/dom-text";
import { cleanTitle } from "./title-cleanup";
import { containsText, similarity } from "./text-similarity";

export type NameSources = {
  /** A dedicated platform rule's name, used as is. */
  platform?: string;
  /** Names from structured data, most trusted first. */
  structured: (string | undefined)[];
  headings: Heading[];
  ogTitle?: string;
  title?: string;
  siteName?: string;
  host?: string;
};

// Below this, a heading shares too little with the page title to be the product's own heading.
const MIN_HEADING_SCORE = 0.45;
const HINT_WEIGHT = 0.5;

/**
 * Structured data names the product when present. Headings are checked against the page title,
 * because pages often have several h1s (site tagline, deal lists) and only one is the product.
 */
export function pickName(src: NameSources): string | undefined {
  const ogTitle = cleanTitle(src.ogTitle, src.siteName, src.host);
  const title = cleanTitle(src.title, src.siteName, src.host);
  const references = [ogTitle, title].filter((t): t is string => Boolean(t));
  const score = (h: Heading) => Math.max(0, ...references.map((r) => similarity(h.text, r))) + HINT_WEIGHT * h.hint;
  const ranked = references.length ? [...src.headings].sort((a, b) => score(b) - score(a)) : src.headings;
  const best = ranked[0];
  const heading = best?.text;

  if (src.platform) return src.platform;
  const structured = src.structured.find((n) => n && n.trim());
  if (structured) {
    // "TalleR TR-1047" in JSON-LD, "Набор посуды TalleR TR-1047" on the page: the heading says more.
    const richer =
      heading &&
      heading !== structured &&
      containsText(heading, structured) &&
      heading.length <= Math.min(200, structured.length * 3 + 20);
    return richer ? heading : structured;
  }
  if (best && (references.length === 0 || score(best) >= MIN_HEADING_SCORE)) return best.text;
  return ogTitle ?? title ?? heading;
}
