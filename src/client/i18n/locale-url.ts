import { localePath, splitLocalePath, type Locale } from "../../shared/i18n/locales";

/**
 * Pages under a language's prefix (`/de/`, `/ja/pricing`…, issue 28, decision 118). The router runs
 * with the prefix as its basename, so every link and navigation inside the app keeps it without
 * knowing about it; the prefix wins over every other choice of language.
 */

/** The language a page's URL names, or undefined for an unprefixed (English-path) page. */
export function urlLocale(pathname = currentPathname()): Exclude<Locale, "en"> | undefined {
  return splitLocalePath(pathname).locale;
}

/** The router's basename for a page: "/de" under the German prefix, none for English paths. */
export function routerBasename(pathname = currentPathname()): string | undefined {
  const locale = urlLocale(pathname);
  return locale ? `/${locale}` : undefined;
}

/**
 * On a prefixed page, the language switch goes to the same page under the other language's prefix
 * (its own prerendered markup, and the URL a reader can share); true when it did.
 */
export function goToLocaleUrl(next: Locale): boolean {
  if (typeof window === "undefined" || !urlLocale()) return false;
  const { path } = splitLocalePath(window.location.pathname);
  window.location.assign(`${localePath(next, path)}${window.location.search}${window.location.hash}`);
  return true;
}

function currentPathname(): string {
  return typeof window === "undefined" ? "/" : window.location.pathname;
}
