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
  return best?.replace(/^(buy|shop|acheter|kaufen|compra|comprar|acquista|купить|kup)\s+/i, "").trim() || undefined;
}

function norm(s: string | undefined): string {
  return (s ?? "")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
