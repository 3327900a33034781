import type { PageContext } from "../page-context";
import { containsText, similarity } from "../text-similarity";

const BRAND =
  /"(?:brand|item_brand|brandName|brand_name|productBrand)"\s*:\s*(?:"((?:[^"\\]|\\.){1,80})"|\{\s*"name"\s*:\s*"((?:[^"\\]|\\.){1,80})")/g;
const NAME = /"(?:name|item_name|productName|product_name|title)"\s*:\s*"((?:[^"\\]|\\.){3,300})"/g;
// How far apart brand and name may sit and still describe the same product object.
const WINDOW = 500;

/**
 * The brand an analytics data layer (Google Analytics ecommerce "detail" or "view_item", shop
 * state objects) records for this product. A brand counts only when a name close to it in the
 * same script matches the product's name, so brands of recommended products are ignored.
 */
export function scriptDataBrand(ctx: PageContext, productName: string | undefined): string | undefined {
  if (!productName) return undefined;
  const scripts = ctx
    .$("script:not([src])")
    .toArray()
    .filter((el) => !/json\+ld|template|html/i.test(el.attribs.type ?? ""))
    .map((el) => ctx.$(el).text())
    .filter((t) => t.includes("rand"));
  for (const text of scripts) {
    const names = [...text.matchAll(NAME)].map((m) => ({ at: m.index ?? 0, value: unescape(m[1]!) }));
    for (const m of text.matchAll(BRAND)) {
      const brand = unescape(m[1] ?? m[2] ?? "").trim();
      if (!brand || /^(null|undefined|none|n\/a)$/i.test(brand)) continue;
      const at = m.index ?? 0;
      const near = names.some(
        (n) =>
          Math.abs(n.at - at) <= WINDOW &&
          (similarity(n.value, productName) >= 0.6 || containsText(n.value, productName)),
      );
      if (near) return brand;
    }
  }
  return undefined;
}

function unescape(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}
