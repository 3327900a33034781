import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../../shared/i18n/locales";

/**
 * A public page's URL in each language (issue 28, decision 118): English at its path, which is also
 * `x-default` (the page for a reader of none of the eight), the others under their prefix. Absolute,
 * as search engines want them, so written by the server, which alone knows APP_URL.
 */
export function localeAlternates(publicUrl: string, path: string): { hreflang: Locale | "x-default"; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: publicUrl + localePath(locale, path) })),
    { hreflang: "x-default" as const, href: publicUrl + localePath(DEFAULT_LOCALE, path) },
  ];
}
