import type { Candidate } from "./candidate";
import type { PageContext } from "./page-context";
import { currencyFromHints } from "./price/currency";
import { rankPriceCandidates, visiblePrice } from "./sources/visible-price";

export type PickedPrice = { price?: number; currency?: string };

/**
 * The price from the most trusted source that has one, else the visible page. Currency comes
 * with the price, else from any structured source, else from the page's region and language.
 */
export function pickPrice(
  structured: Candidate[],
  meta: Candidate,
  ctx: PageContext,
  name: string | undefined,
): PickedPrice {
  const sources = [...structured, meta];
  const declared = sources.map((c) => c.currency).find(Boolean);
  const fallbackCurrency = declared ?? currencyFromHints(ctx.hints);
  const hinted = { ...ctx, hints: { ...ctx.hints, declared } };
  let chosen = sources.find((c) => c.price !== undefined);
  // JSON-LD offers sometimes hold a base or starting price while the OpenGraph product price is
  // today's selling price. When they disagree, keep the one the visible page confirms.
  if (chosen && chosen !== meta && meta.price !== undefined && !samePrice(chosen, meta)) {
    const shown = rankPriceCandidates(hinted, name).filter((c) => c.score > 0);
    const confirms = (c: Candidate) => shown.some((s) => Math.abs(s.amount - (c.price ?? 0)) < 0.01);
    if (confirms(meta) || !confirms(chosen)) chosen = meta;
  }
  if (chosen?.price !== undefined) return { price: chosen.price, currency: chosen.currency ?? fallbackCurrency };
  const seen = visiblePrice(hinted, name);
  return seen ? { price: seen.amount, currency: seen.currency ?? fallbackCurrency } : {};
}

function samePrice(a: Candidate, b: Candidate): boolean {
  if (a.currency && b.currency && a.currency !== b.currency) return true; // not comparable; keep the first
  return Math.abs((a.price ?? 0) - (b.price ?? 0)) <= 0.005 * Math.max(a.price ?? 0, b.price ?? 0);
}
