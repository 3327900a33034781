import type { MetaCandidate } from "./sources/meta-tags";
import { containsText, normaliseForCompare, similarity } from "./text-similarity";

/**
 * The OpenGraph description, unless it is a site-wide blurb ("The friendly online pet store…")
 * while the meta description talks about the product: a product summary shares words with the
 * product name, boilerplate does not.
 */
export function shopSummary(meta: MetaCandidate, name: string | undefined): string | undefined {
  const { ogDescription: og, metaDescription: plain } = meta;
  if (og && plain && name && !mentions(og, name) && mentions(plain, name)) return plain;
  return og ?? plain;
}

function mentions(text: string, name: string): boolean {
  const words = normaliseForCompare(name)
    .split(" ")
    .filter((w) => w.length >= 4);
  const haystack = normaliseForCompare(text);
  return words.some((w) => haystack.includes(w));
}

// Breadcrumb entries that are navigation, not a category.
const NOT_CATEGORY =
  /^(home|homepage|start|startseite|accueil|inicio|início|home page|back|back to .*|product details|главная|首页|ホーム)$/i;

/** The most specific breadcrumb that is a real category (not "Home", not the product itself). */
export function categoryFrom(crumbs: string[], name: string | undefined): string | undefined {
  for (let i = crumbs.length - 1; i >= 0; i--) {
    const c = crumbs[i]!.trim();
    if (!c || c.length > 80 || NOT_CATEGORY.test(c)) continue;
    // The product itself often closes the trail ("Kitchen > Kettles > Aurora Kettle 1.7 L").
    if (name && (containsText(c, name) || (similarity(c, name) >= 0.85 && c.length >= name.length * 0.7))) continue;
    return c;
  }
  return undefined;
}

/** BCP 47 casing ("en-us" → "en-US", "zh-hant-tw" → "zh-Hant-TW"). */
export function formatLanguageTag(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  return tag
    .split("-")
    .map((part, i) => {
      if (i === 0) return part.toLowerCase();
      if (part.length === 2) return part.toUpperCase();
      if (part.length === 4) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      return part.toLowerCase();
    })
    .join("-");
}
