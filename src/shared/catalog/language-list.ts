/**
 * The 8 languages a seller can pick, in the order the Language select shows them.
 * Zod-free on purpose: the landing page imports this, and zod must stay out of its bundle
 * (docs/decisions/007-prerendering-and-bundle-budget.md). The schema is in ./languages.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Spanish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "it", name: "Italian" },
  { code: "pt", name: "Portuguese" },
  { code: "ja", name: "Japanese" },
  { code: "zh", name: "Chinese" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

/** Library display map of spec section 3 (it also knows ru and ko); anything else is uppercased. */
const LIBRARY_LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  ru: "Russian",
  ja: "Japanese",
  ko: "Korean",
  zh: "Chinese",
};

export function languageDisplayName(code: string): string {
  return LIBRARY_LANGUAGE_NAMES[code] ?? code.toUpperCase();
}
