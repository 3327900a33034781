import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { blockText, cleanText, htmlToText, type PageContext } from "../page-context";
import { isElement, isTextNode } from "../dom-nodes";

export type Heading = {
  text: string;
  /** +1 when its class says it is the page or product title, -1 when it says navigation. */
  hint: number;
};

export type DomFacts = {
  /** Main headings outside page chrome, in document order. */
  headings: Heading[];
  title?: string;
  features: string[];
  specs: [string, string][];
  specBrand?: string;
  breadcrumbs: string[];
};

// Page chrome: lists and headings in here are navigation, not the product.
const CHROME =
  "header, nav, footer, aside, [role=navigation], [role=banner], [role=contentinfo], [class*=menu i], [id*=menu i]";
const FEATURE_CONTAINER =
  /feature|bullet|highlight|key-?point|benefit|usp|selling|about-?this|product-?detail|description/i;
// Lists about the shop rather than the product.
const NOT_FEATURES =
  /payment|shipping|delivery|promo|discount|coupon|terms|polic|return|review|comment|faq|premium|fee|legal/i;
const SPEC_CONTAINER = /spec|detail|attr|feature|technical|characteristic|propert|datasheet|param|tech/i;
const BRAND_LABELS =
  "brand|brand name|marke|marque|marca|marchio|merk|бренд|марка|производитель|producent|výrobca|značka|proizvođač|" +
  "ブランド|メーカー|品牌|브랜드|manufacturer|hersteller|fabricant|fabricante|produttore|marka";
const BRAND_KEY = new RegExp(`^(${BRAND_LABELS})\\s*:?$`, "i");
// A text node that may hold such a label; confirmed against BRAND_KEY on the whole line.
const BRAND_WORD = new RegExp(`(^|\\s)(${BRAND_LABELS})\\s*:?`, "i");

export function domFacts(ctx: PageContext): DomFacts {
  const { $ } = ctx;
  const specs = readSpecs($);
  return {
    headings: mainHeadings($),
    title: titleText($),
    features: readFeatureBullets($),
    specs,
    specBrand: specs.find(([k]) => BRAND_KEY.test(k))?.[1],
    breadcrumbs: readBreadcrumbs($),
  };
}

const TITLE_CLASS = /(^|[-_\s])(main|product|page|item|pdp)?[-_]?(title|name|heading)([-_\s]|$)/i;
const NAV_CLASS = /(^|[-_\s])(nav|menu|logo|category|breadcrumb|header|footer|shoulder)([-_\s]|$)/i;

function mainHeadings($: CheerioAPI): Heading[] {
  const out: Heading[] = [];
  $("h1").each((_, el) => {
    if ($(el).closest(CHROME).length || out.length >= 8) return;
    const text = headingText($(el));
    if (text.length < 2 || text.length > 300) return;
    const attrs = idClass(el);
    out.push({ text, hint: NAV_CLASS.test(attrs) ? -1 : TITLE_CLASS.test(attrs) ? 1 : 0 });
  });
  return out;
}

/** A heading's text without the links and buttons inside it ("Add favourite", "Log in"). */
export function headingText(heading: Cheerio<Element>): string {
  const full = cleanText(heading.text());
  if (!heading.find("a, button").length) return full;
  const clone = heading.clone();
  clone.find("a, button").remove();
  return cleanText(clone.text()) || full;
}

function titleText($: CheerioAPI): string | undefined {
  const raw = $("title").first().text();
  // Titles escaped twice ("&amp;#39;") still carry entities after parsing.
  return (/&(#\d+|#x[\da-f]+|[a-z]+);/i.test(raw) ? htmlToText(raw) : cleanText(raw)) || undefined;
}

function idClass(el: Element): string {
  return `${el.attribs.id ?? ""} ${el.attribs.class ?? ""}`;
}

function nearContainer(el: Cheerio<Element>, pattern: RegExp, levels: number): boolean {
  let cur = el;
  for (let i = 0; i <= levels && cur.length; i++) {
    const node = cur.get(0);
    if (node && pattern.test(idClass(node))) return true;
    cur = cur.parent<Element>();
  }
  return false;
}

function readFeatureBullets($: CheerioAPI): string[] {
  let best: string[] = [];
  $("ul, ol").each((_, list) => {
    const $list = $(list);
    // Cheap class tests first; closest() walks every ancestor against a long selector.
    if (!nearContainer($list, FEATURE_CONTAINER, 3) || nearContainer($list, NOT_FEATURES, 4)) return;
    if ($list.closest(CHROME).length) return;
    const items = $list
      .children("li")
      .map((_, li) => blockText(li))
      .get()
      .filter((t) => t.length >= 3 && t.length <= 300);
    // Lists of links are menus or filters, not feature bullets.
    const links = $list.find("a").length;
    if (items.length >= 2 && links < items.length / 2) {
      best = items;
      return false;
    }
    return undefined;
  });
  return best.slice(0, 8);
}

function readSpecs($: CheerioAPI): [string, string][] {
  const rows: [string, string][] = [];
  const push = (k: string, v: string) => {
    const key = cleanText(k).replace(/:$/, "");
    const value = cleanText(v);
    if (key && value && key.length <= 60 && value.length <= 200 && key !== value) rows.push([key, value]);
  };
  const isSpecArea = (el: Cheerio<Element>) =>
    nearContainer(el, SPEC_CONTAINER, 4) && !nearContainer(el, NOT_FEATURES, 4) && !el.closest(CHROME).length;
  $("table").each((_, table) => {
    if (!isSpecArea($(table))) return;
    $(table)
      .find("tr")
      .each((_, tr) => {
        const cells = $(tr).children("th, td");
        // Label/value pairs, sometimes two pairs per row (eBay item specifics).
        if (cells.length !== 2 && cells.length !== 4) return;
        for (let i = 0; i + 1 < cells.length; i += 2) push(blockText(cells[i]), blockText(cells[i + 1]));
      });
  });
  $("dl").each((_, dl) => {
    if (!isSpecArea($(dl))) return;
    $(dl)
      .children("dt")
      .each((_, dt) => push(blockText(dt), blockText($(dt).next("dd").get(0))));
  });
  return rows;
}

/**
 * "Brand: Foo" anywhere in the page body, as a label/value line or a label cell followed by its
 * value. Walks text nodes once instead of asking every element for its (possibly huge) text.
 */
export function readBrandLine($: CheerioAPI): string | undefined {
  const body = $("body").get(0);
  if (!body) return undefined;
  const stack: AnyNode[] = [body];
  while (stack.length) {
    const node = stack.pop()!;
    if (isTextNode(node)) {
      if (!BRAND_WORD.test(node.data) || !isElement(node.parent)) continue;
      const parent = $(node.parent);
      if (parent.closest(CHROME).length) continue;
      const line = cleanText(parent.text());
      const m = /^([^:]{2,30}):\s*(.{1,80})$/.exec(line);
      if (m && BRAND_KEY.test(m[1]!.trim())) return cleanText(m[2]);
      if (BRAND_KEY.test(line)) {
        const value = cleanText(parent.next().text());
        if (value && value.length <= 80) return value;
      }
    } else if (isElement(node) && node.name !== "script" && node.name !== "style") {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return undefined;
}

function readBreadcrumbs($: CheerioAPI): string[] {
  const crumbs: string[] = [];
  $('[class*="breadcrumb" i], [id*="breadcrumb" i], nav[aria-label*="breadcrumb" i]')
    .first()
    .find("a, span, li")
    .each((_, el) => {
      if ($(el).children("a, span, li").length) return;
      const t = cleanText($(el).text());
      if (t && t.length <= 80 && !/^[>/›»|]$/.test(t) && crumbs[crumbs.length - 1] !== t) crumbs.push(t);
    });
  return crumbs;
}
