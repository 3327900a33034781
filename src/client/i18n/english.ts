import ui from "./catalogues/en.json";

/**
 * English without i18next (decision 098): `/` must stay within 120 KiB of start-up JavaScript and
 * i18next alone is about 15 KiB gzipped, so English visitors get this small reader of the same
 * catalogue format ({{name}} placeholders, key_one/key_other plurals) and i18next loads only with
 * another language. english.test.ts checks that both give the same text for every key.
 */
export type Catalogue = { [key: string]: string | Catalogue };
export type Values = Record<string, string | number>;

/** The interface's own texts in English; the spec's MESSAGES join them in message-catalogue.ts. */
export const ENGLISH_UI: Catalogue = ui;

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const englishPlural = new Intl.PluralRules("en-US");

export function interpolate(template: string, values?: Values): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

/**
 * English page catalogues by namespace (page-catalogues.ts): a page's texts arrive with its lazy
 * chunk, so `/`'s start-up bundle carries only the core catalogue.
 */
export const ENGLISH_PAGES: Record<string, Catalogue> = {};

function lookupEnglish(key: string): string | undefined {
  return lookup(ENGLISH_UI, key) ?? lookup(ENGLISH_PAGES, key);
}

/** i18next's lookup for one language: plural form by `count`, then the key itself as a last resort. */
export function translateEnglish(key: string, values?: Values): string {
  const count = values?.count;
  const plural = typeof count === "number" ? lookupEnglish(`${key}_${englishPlural.select(count)}`) : undefined;
  return interpolate(plural ?? lookupEnglish(key) ?? key, values);
}
