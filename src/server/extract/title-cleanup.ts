import { normaliseCurrencyCode } from "./price/currency";

// Shop titles look like "Buy X | Category | Shop", "X - Shop.com" or "[Shop] X"; keep the product.
const SEPARATORS = /\s+[|–—•·:]\s+|\s+-\s+|\s+\|\s*|\s*\|\s+|\s*·\s*/;
const LEADING_TAG = /^\s*[[【(][^\]】)]{1,30}[\]】)]\s*/;
const PRICE_ONLY = /^[^\p{L}]*\d[\d.,\s]*[^\p{L}]*$|^[\p{Sc}A-Z]{0,3}\s?\d[\d.,]*$/u;

export function cleanTitle(
  title: string | undefined,
  siteName: string | undefined,
  host: string | undefined,
): string | undefined {
  if (!title) return undefined;
  const site = norm(siteName);
  const hostWords = (host ?? "")
    .replace(/^www\./, "")
    .split(".")
    .slice(0, -1)
    .map(norm)
    .filter((w) => w.length > 2);
  const parts = title
    .replace(LEADING_TAG, "")
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter((p) => p && !PRICE_ONLY.test(p));
  const kept = parts.filter((p) => {
    const n = norm(p);
    if (!n) return false;
    if (site && (n === site || n.includes(site) || site.includes(n))) return false;
    return !hostWords.some((w) => n === w || n.replace(/\s/g, "").includes(w));
  });
  const best = (kept.length ? kept : parts)[0];
  return best ? withoutLeadingCall(best) || undefined : undefined;
}

function norm(s: string | undefined): string {
  return (s ?? "")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// A trailing part that is a price, perhaps with a place: " - £1,899 (Birmingham)", " | 24,99 €".
const PRICE_PART =
  /^(?:from\s+|ab\s+|dès\s+|desde\s+|da\s+|a partir de\s+)?([\p{Sc}A-Z]{0,3})\s?\d[\d.,\s]*(\p{Sc}|[A-Z]{3})?\s*(?:\([^)]{1,40}\))?$/u;

/** A price part must carry a currency sign or ISO code, so a trailing "128", "2020" or "LED 12" stays. */
function isPricePart(text: string): boolean {
  const m = PRICE_PART.exec(text);
  if (!m) return false;
  const signs = `${m[1] ?? ""}${m[2] ?? ""}`;
  return /\p{Sc}/u.test(signs) || [m[1], m[2]].some((code) => !!code && !!normaliseCurrencyCode(code));
}
const NAME_SEPARATOR = /\s+[|–—]\s+|\s+-\s+|\s*\|\s*/;

/** A shop's address as its name: "Amazon.de", "Alibaba.com", "shop.example.co.uk". */
const DOMAIN =
  /(?:^|\s)[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|shop|store|co|de|fr|es|it|pt|nl|be|at|ch|uk|jp|cn|tw|hk|br|mx|ar|pl|ru|in|au|ca|eu)(?:\.[a-z]{2})?$/iu;

/**
 * What shops append to a name as a call to buy or a shop label, in our 8 languages (and Dutch):
 * "Buy Cheese Slicer, … Product on Alibaba.com", "Kochgeschirr online kaufen", "Acheter en ligne",
 * "Comprar online", "Acquista online", "Online Shop", "通販", "在线购买". Whole trailing parts only.
 */
const SHOP_PARTS: readonly RegExp[] = [
  /^(?:buy|shop|order|get)\s.+|.+\s(?:product|item)s?\s+on\s+\S+$/iu,
  /^(?:online[\s-]?)?(?:shop|store|boutique|tienda|negozio|loja|winkel)(?:\s+online)?$/iu,
  /^(?:official\s+(?:online\s+)?(?:store|shop|site)|free\s+(?:shipping|delivery).*)$/iu,
  /(?:^|\s)(?:online\s+)?(?:kaufen|bestellen|shoppen)$|^(?:jetzt\s+)?(?:kaufen|bestellen)\b.*$/iu,
  /^(?:acheter|achat|achetez|commander)\b.*$|(?:^|\s)(?:en\s+ligne|pas\s+cher)$/iu,
  /^(?:comprar?|compre|acquista|acquistare)\b.*$|(?:^|\s)(?:online|en\s+línea|on-?line)\s*$/iu,
  /^(?:kopen|bestel)\b.*$|(?:^|\s)(?:kopen|bestellen)$/iu,
  /(?:を)?(?:購入|通販|通信販売|公式(?:通販|サイト|ストア)?)$/u,
  /(?:购买|網購|网购|在线购买|線上購買|官方(?:旗舰店|商城|網站|网站)?)$/u, // A ticket shop's tail: what is sold and how ("Entradas … - Streaming", "… | Tickets").
  /^(?:entradas|tickets|billets|billetterie|biglietti|ingressos|eintrittskarten|tickets?\s+kaufen|チケット|门票)$/iu,
  /^(?:live[\s-]?)?stream(?:ing)?(?:\s+(?:en\s+(?:vivo|directo|direct)|ao\s+vivo|live|online))?$/iu,
];

/**
 * A call to buy or a ticket shop's word opening a name ("Buy …", "Entradas para …", "Tickets for
 * …"): what is sold is the rest. Plural ticket words only, so "Ticket to Ride" keeps its name.
 */
const LEADING_CALL =
  /^(?:buy|shop|acheter|kaufen|compra|comprar|acquista|купить|kup|entradas(?:\s+(?:para|de))?|tickets(?:\s+for)?|billets(?:\s+pour)?|biglietti(?:\s+per)?|ingressos(?:\s+para)?)\s+/iu;

/** A name without the call to buy that opens it, when something is left. */
export function withoutLeadingCall(name: string): string {
  const rest = name.replace(LEADING_CALL, "").trim();
  return rest.length > 0 ? rest : name;
}

/** A trailing part that only sells: a call to buy, a shop label, or a domain. */
function isShopPart(text: string): boolean {
  return DOMAIN.test(text) || SHOP_PARTS.some((pattern) => pattern.test(text));
}

/**
 * Cuts what a shop appends to a product name in its markup: a price, a place, its own name
 * ("Sofa - £1,899 (Birmingham)", "Kettle | Shop name"). Only trailing parts go, one by one, and
 * only when they are a price or the shop; "Table lamp - multicolour" keeps its colour.
 */
export function stripRetailerSuffix(
  name: string | undefined,
  siteName: string | undefined,
  host: string | undefined,
): string | undefined {
  if (!name) return undefined;
  // A classified's price before the name: "$15 · Casio FX-991ES" (only a real price, with its currency).
  const lead = /^(.{1,24}?)\s*[·|–—-]\s+(.+)$/u.exec(name);
  if (lead?.[1] && lead[2] && isPricePart(lead[1].trim())) name = lead[2];
  // Where each part ends in the original, so the kept name keeps its own separators.
  const separators = [...name.matchAll(new RegExp(NAME_SEPARATOR, "g"))];
  const ends = [...separators.map((m) => m.index ?? 0), name.length];
  const starts = [0, ...separators.map((m) => (m.index ?? 0) + m[0].length)];
  const site = norm(siteName);
  const hostWord = hostLabel(host);
  let keep = ends.length;
  while (keep > 1) {
    const last = name.slice(starts[keep - 1], ends[keep - 1]).trim();
    const n = norm(last);
    const isSite = !!site && !!n && (n === site || n.includes(site) || site.includes(n));
    const compact = n.replace(/\s/g, "");
    const isHost = !!hostWord && compact.startsWith(hostWord) && compact.length <= hostWord.length + 12;
    if (last && !isPricePart(last) && !isSite && !isHost && !isShopPart(last)) break;
    keep -= 1;
  }
  return withoutLeadingCall(name.slice(0, ends[keep - 1]).trim() || name);
}

/** The shop's own label in a host name: "www.argos.co.uk" → "argos", "ar-sa.namshi.com" → "namshi". */
export function hostLabel(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  if (labels.length < 2) return undefined;
  const secondLevel = /^(?:co|com|org|net|ac|gov|edu|ne|or|gob|nom)$/.test(labels[labels.length - 2] ?? "");
  const label = labels[labels.length - (secondLevel && labels.length >= 3 ? 3 : 2)];
  return label && label.length > 2 ? label : undefined;
}
