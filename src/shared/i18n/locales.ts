/**
 * The interface's languages (issue 28): the same eight the audio speaks. English is the default
 * and its texts are the spec's. Shared so the client's switch and the server's answers agree.
 */
export const LOCALES = ["en", "es", "fr", "de", "it", "pt", "ja", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own name, as the switch shows it (a German reader looks for "Deutsch"). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
  ja: "日本語",
  zh: "中文（简体）",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first tag (in preference order) whose primary language is supported, else English: "de-AT" → "de". */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, best first (q=0 dropped; ties keep the header's order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of a server's answer to a request (issue 28, decision 116): the signed-in account's
 * setting, else the browser's Accept-Language (by q-value, matched on the primary subtag), else English.
 */
export function requestLocale(
  accountLocale: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(accountLocale)) return accountLocale;
  return matchLocale(parseAcceptLanguage(acceptLanguage));
}

/** The languages whose pages live under a path prefix (`/de/…`); English keeps the unprefixed paths. */
export const PREFIXED_LOCALES = /* @__PURE__ */ LOCALES.filter(
  (code): code is Exclude<Locale, "en"> => code !== DEFAULT_LOCALE,
);

/** A path's locale prefix and the page path under it: "/de/pricing" → de, "/pricing"; "/pricing" → no locale. */
export function splitLocalePath(pathname: string): { locale: Exclude<Locale, "en"> | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (!match || !isLocale(prefix) || prefix === "en") return { locale: undefined, path: pathname };
  return { locale: prefix, path: match[2] || "/" };
}

/** A page path in a language: English unprefixed, the home page of another as "/de/", other pages "/de/pricing". */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}
