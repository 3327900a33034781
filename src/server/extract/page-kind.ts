import type { ProductFacts } from "../../shared/generator/product-facts";
import { isSchemaNode, type Candidate } from "./candidate";
import { cleanText, metaContent, type PageContext } from "./page-context";
import { readJsonLdNodes } from "./sources/json-ld";
import { isProductNode, textOf, typesOf } from "./sources/schema-product";
import { containsText, similarity } from "./text-similarity";

export type PageKind = NonNullable<ProductFacts["pageKind"]>;

export type PageKindSources = {
  platform: Candidate & { platform?: string };
  structured: Candidate[];
  meta: Candidate;
  /** The page's product name as picked, and the h1 texts outside page chrome. */
  name: string | undefined;
  headings: string[];
  /** A price the page shows or declares for the product. */
  hasPrice: boolean;
  specRows: number;
  featureBullets: number;
};

// Buttons that put one product in the basket, in the shop languages we meet most.
const CART_BUTTON =
  /add[-_ ]?to[-_ ]?(?:cart|bag|basket|trolley)|addtocart|buy[-_ ]?now|in den (?:warenkorb|einkaufswagen)|ajouter au panier|a[ñn]adir al (?:carrito|carro)|agregar al carrito|aggiungi al carrello|adicionar (?:ao|à) (?:carrinho|sacola)|comprar agora|カートに(?:入れる|追加)|加入(?:购物车|購物車)|立即购买|立即購買|장바구니|в корзину|do koszyka/i;
// Page types that are collections of products, or not about a product at all.
const LISTING_TYPES = new Set(["collectionpage", "searchresultspage", "offercatalog"]);
const OTHER_TYPES = new Set(["aboutpage", "contactpage", "faqpage", "profilepage", "blogposting", "newsarticle"]);
// Paths shops give their product pages, their lists, and their pages about themselves.
const PRODUCT_PATH =
  /\/(?:p|dp|gp\/product|products?|produkt|produit|producto|prodotto|produto|item|itm|artikel|article|listing|deal|goods)\/|[-_/]p\d{4,}|\/\d{6,}(?:[./-]|$)|[-_]\d{5,}\.html?$/i;
const LISTING_PATH =
  /\/(?:c|cat|category|categories|collections?|kategorie|categorie|categoria|search|s|shop|brands?)\/?(?:[^/]*\/?)?$|[?&](?:q|query|search|k)=/i;
const OTHER_PATH =
  /\/(?:about(?:-us)?|ueber-uns|uber-uns|qui-sommes-nous|a-propos|chi-siamo|quienes-somos|sobre(?:-nos)?|company|contact(?:-us)?|kontakt|impressum|blog|news|careers?|jobs|help|faq|terms|privacy|legal)(?:[/.?#]|$)/i;

/**
 * Whether the page shows one product. A refusal costs the seller a retry with details, so a page
 * is called a listing or "other" only on clear evidence: many products and no main one, or no
 * product signal at all (no product markup, price, basket button, spec table or product path).
 */
export function classifyPage(ctx: PageContext, src: PageKindSources): PageKind {
  const nodes = readJsonLdNodes(ctx);
  const jsonLdTypes = new Set(nodes.flatMap(typesOf));
  const productNames = distinctProductNames(ctx, nodes);
  const mainMatches = productNames.some((n) => src.headings.some((h) => sameProduct(n, h)));
  const manyProducts = productNames.length >= 3 && !mainMatches;
  const path = ctx.url ? `${ctx.url.pathname}${ctx.url.search}` : "";
  const ogType = metaContent(ctx.$, "og:type")?.toLowerCase() ?? "";
  const cartButtons = countCartButtons(ctx);

  let product = 0;
  if (src.platform.platform && src.platform.name) product += 3;
  if (!manyProducts && src.structured.some((c) => c.name)) product += 3;
  if (ogType.includes("product")) product += 2;
  if (src.meta.price !== undefined) product += 2;
  // A price shown among many basket buttons may be any tile's, not the page's own product.
  if (src.hasPrice && (cartButtons < 3 || product > 0)) product += 2;
  if (cartButtons >= 1 && cartButtons <= 2) product += 1;
  if (src.specRows >= 3 || src.featureBullets >= 2) product += 1;
  if (PRODUCT_PATH.test(path)) product += 1;

  let listing = 0;
  if (manyProducts) listing += 3;
  if ([...jsonLdTypes].some((t) => LISTING_TYPES.has(t)) || itemListIsMain(nodes)) listing += 3;
  if (cartButtons >= 3) listing += 2;
  if (LISTING_PATH.test(path)) listing += 1;

  let other = 0;
  if ([...jsonLdTypes].some((t) => OTHER_TYPES.has(t)) || /article|profile/.test(ogType)) other += 2;
  if (OTHER_PATH.test(path)) other += 2;

  if (product >= 2 && product >= listing && product > other) return "product";
  if (listing >= 2 && listing > product) return "listing";
  if (product >= 1 && other === 0 && listing === 0) return "product";
  return listing > other ? "listing" : "other";
}

function sameProduct(name: string, heading: string): boolean {
  return containsText(heading, name) || containsText(name, heading) || similarity(name, heading) >= 0.8;
}

/** Names of every product the page marks up (JSON-LD and microdata), duplicates removed. */
function distinctProductNames(ctx: PageContext, nodes: ReturnType<typeof readJsonLdNodes>): string[] {
  const names = new Set<string>();
  const add = (raw: string | undefined) => {
    const n = cleanText(raw).toLowerCase();
    if (n) names.add(n);
  };
  for (const node of nodes) {
    if (isProductNode(node)) add(textOf(node.name));
    // An ItemList of products: each element or its item.
    const elements: unknown = node.itemListElement;
    if (typesOf(node).includes("itemlist") && Array.isArray(elements)) {
      for (const el of elements as unknown[]) {
        if (!isSchemaNode(el)) continue;
        const target = isSchemaNode(el.item) ? el.item : el;
        if (isProductNode(target)) add(textOf(target.name));
      }
    }
  }
  ctx.$('[itemscope][itemtype*="schema.org/Product" i]').each((_, el) => {
    add(
      ctx.$(el).find('[itemprop="name"]').first().attr("content") ?? ctx.$(el).find('[itemprop="name"]').first().text(),
    );
  });
  return [...names];
}

/** A page whose JSON-LD is an ItemList of three or more entries, with no Product of its own. */
function itemListIsMain(nodes: ReturnType<typeof readJsonLdNodes>): boolean {
  if (nodes.some(isProductNode)) return false;
  return nodes.some(
    (n) => typesOf(n).includes("itemlist") && Array.isArray(n.itemListElement) && n.itemListElement.length >= 3,
  );
}

function countCartButtons(ctx: PageContext): number {
  const { $ } = ctx;
  let count = 0;
  $("button, input[type=submit], input[type=button], a[class*=cart i], a[id*=cart i], [role=button]").each((_, el) => {
    const label = `${el.attribs.class ?? ""} ${el.attribs.id ?? ""} ${el.attribs.name ?? ""} ${el.attribs.value ?? ""} ${
      el.attribs["aria-label"] ?? ""
    } ${$(el).text().slice(0, 80)}`;
    if (CART_BUTTON.test(label)) count += 1;
    return count < 10 ? undefined : false;
  });
  return count;
}
