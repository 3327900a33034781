/**
 * Brands as shops print them are often not the brand: a template placeholder the shop forgot to
 * fill ("$metabrand", "{{brand}}", "[%=brand%]"), or a store link ("Visit the Gorilla Store",
 * "Visiter la boutique Casio", "Besuche den WELEDA-Store"). Every brand source passes here.
 */

/** Unfilled template fields in the syntaxes shop engines use. */
const PLACEHOLDER =
  /^\$[a-z_][\w.]*$|\{\{[^}]*\}\}|\$\{[^}]*\}|^\{[a-z_][\w.]*\}$|^%[a-z_][\w.]*%$|\[%[^\]]*%\]|<%[^>]*%>|\[\[[^\]]*\]\]|^__[a-z_]+__$|^#\{[^}]*\}$/i;
const NOT_A_BRAND =
  /^(?:null|undefined|none|n\/a|na|-|brand|marke|marque|marca|marchio|ブランド|品牌|no brand|sin marca)$/i;

/** Store links and labels around a brand, in the shop languages we meet. Group 1 is the brand. */
const STORE_LINKS: readonly RegExp[] = [
  /^(?:brand|marke|marque|marca|marchio|merk|marka|ブランド|品牌|бренд)\s*[:：]\s*(.+)$/i,
  /^visit\s+the\s+(.+?)\s*[-\s]?(?:store|shop|brand\s+store)$/i,
  /^(?:besuche|besuchen\s+sie)\s+den\s+(.+?)[-\s]?(?:store|shop)$/i,
  /^(?:visiter|visitez)\s+la\s+boutique\s+(?:de\s+)?(.+)$/i,
  /^visita\s+la\s+(?:tienda|store)\s+de\s+(.+)$/i,
  /^visita\s+lo\s+store\s+di\s+(.+)$/i,
  /^(?:visite|visita)\s+a\s+loja\s+(?:da\s+|de\s+|do\s+)?(.+)$/i,
  /^bezoek\s+de\s+(.+?)[-\s]?(?:store|winkel)$/i,
  /^(.+?)\s*(?:の)?ストアを(?:表示|見る)$/,
  /^(?:访问|訪問)(.+?)(?:的)?(?:店铺|商店|品牌店)$/,
  /^(?:more\s+from|shop\s+all|see\s+all|view\s+all)\s+(?:products\s+(?:from|by)\s+)?(.+)$/i,
];

export function cleanBrand(raw: string | undefined): string | undefined {
  let brand = raw?.replace(/\s+/g, " ").trim();
  if (!brand) return undefined;
  for (const pattern of STORE_LINKS) {
    const match = pattern.exec(brand);
    if (match?.[1]) {
      brand = match[1].trim();
      break;
    }
  }
  brand = brand.replace(/^["'“”«»]+|["'“”«»]+$/g, "").trim();
  if (!brand || PLACEHOLDER.test(brand) || NOT_A_BRAND.test(brand) || /^https?:\/\//i.test(brand)) return undefined;
  if (!/\p{L}/u.test(brand) || brand.length > 60) return undefined;
  return brand;
}

/** True for text that is an unfilled template field rather than content. */
export function isPlaceholder(text: string | undefined): boolean {
  return text !== undefined && PLACEHOLDER.test(text.trim());
}
