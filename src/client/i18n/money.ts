import { formatUsd, pricePerCredit, type CreditPack } from "../../shared/catalog/pack-list";
import type { Locale } from "../../shared/i18n/locales";

/**
 * Prices in the interface language (issue 28): English keeps the spec's "$19" / "$0.76 per credit"
 * exactly; another language writes the dollar amount the way it writes money
 * (Intl.NumberFormat, e.g. "19 $" in German, "US$19" in Portuguese). The currency stays USD.
 */
export function formatPrice(cents: number, locale: Locale): string {
  if (locale === "en") return formatUsd(cents);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * One credit's price in a pack, rounded to the cent like the English text; `sentence` words it
 * in the caller's catalogue ("{{price}} per credit").
 */
export function formatPricePerCredit(pack: CreditPack, locale: Locale, sentence: (price: string) => string): string {
  if (locale === "en") return pricePerCredit(pack);
  const cents = Math.round(pack.priceCents / pack.credits);
  return sentence(new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(cents / 100));
}
