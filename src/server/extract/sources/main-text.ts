import type { Element } from "domhandler";
import { blockText, cleanText, visibleText, type PageContext } from "../page-context";
import { isElement } from "../dom-nodes";

const CHROME = "header, nav, footer, aside, form, [role=navigation], [role=banner], [role=contentinfo]";
const DESCRIPTION_BLOCK = /(^|[-_\s])(product-?)?(description|desc|details|overview|about|summary|content)([-_\s]|$)/i;
const MAX_CHARS = 600;

/**
 * A Readability-style fallback for the description: the product's description block if one is
 * named like it, otherwise the element whose paragraphs hold the most text.
 */
export function mainText(ctx: PageContext): string | undefined {
  const { $ } = ctx;
  let named: string | undefined;
  $("div, section, article").each((_, el) => {
    const attrs = `${el.attribs.id ?? ""} ${el.attribs.class ?? ""}`;
    if (!DESCRIPTION_BLOCK.test(attrs) || $(el).closest(CHROME).length) return;
    const t = visibleText($, el);
    if (t.length >= 80 && t.length <= 20_000) {
      named = t;
      return false;
    }
    return undefined;
  });
  if (named) return clip(named);

  const totals = new Map<Element, number>();
  $("p").each((_, p) => {
    if ($(p).closest(CHROME).length) return;
    const len = cleanText($(p).text()).length;
    const parent = p.parent;
    if (len < 60 || !isElement(parent)) return;
    totals.set(parent, (totals.get(parent) ?? 0) + len);
  });
  let best: Element | undefined;
  let bestLen = 0;
  for (const [el, len] of totals) {
    if (len > bestLen) {
      best = el;
      bestLen = len;
    }
  }
  if (!best) return undefined;
  const text = $(best)
    .children("p")
    .map((_, p) => blockText(p))
    .get()
    .join(" ");
  return clip(text);
}

function clip(t: string): string {
  if (t.length <= MAX_CHARS) return t;
  const cut = t.slice(0, MAX_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("。"));
  return end > 200 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
