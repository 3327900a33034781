import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/i18n/locales";
import { SCRIPT_MAX_LENGTH, SPOKEN_TEXT_MAX_LENGTH } from "../../shared/generator/generator-limits";
import type { Catalogue } from "./english";
import { ENGLISH } from "./message-catalogue";
import { SERVER_ENGLISH } from "./server-message-catalogue";

/**
 * The CI check of issue 28: every catalogue has every key of English (with the plural forms its
 * language needs), no key is left unused by the code, placeholders match, and no English text is
 * left in another language.
 */
const DIR = path.dirname(new URL(import.meta.url).pathname);
const CLIENT = path.resolve(DIR, "..");

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") out.set(key, value);
    else for (const [k, v] of flatten(value, key)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();

/** Each English key with its plural forms folded: "x_one", "x_other" → "x". */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL, "")));
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;

/** Page catalogues (decision 110): pages/<folder>/<locale>.json, keyed under the folder's camelCase name. */
const PAGE_FOLDERS = readdirSync(path.join(DIR, "pages")).filter((name) =>
  statSync(path.join(DIR, "pages", name)).isDirectory(),
);
const namespaceOf = (folder: string) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A locale's whole catalogue: the core file, the server's messages and every page file (a missing page file adds no keys, and fails below). */
function wholeCatalogue(locale: string, core: Catalogue, server: Catalogue): Catalogue {
  const pages = Object.fromEntries(
    PAGE_FOLDERS.flatMap((folder) => {
      const file = path.join(DIR, "pages", folder, `${locale}.json`);
      try {
        return [[namespaceOf(folder), readJson(file)]];
      } catch {
        return [];
      }
    }),
  );
  return { ...core, messages: { ...(core.messages as Catalogue), ...server }, ...pages };
}

const english = flatten(wholeCatalogue("en", ENGLISH, SERVER_ENGLISH));
const others = LOCALES.filter((locale) => locale !== "en").map((locale) => {
  const json = readJson(path.join(DIR, "catalogues", `${locale}.json`));
  const server = readJson(path.join(DIR, "server-catalogues", `${locale}.json`));
  return [locale, flatten(wholeCatalogue(locale, json, server))] as const;
});

// Values the spec writes into its English sentences, which translations take as placeholders.
const WRITTEN_IN = {
  max: SCRIPT_MAX_LENGTH.toLocaleString("en-US"),
  spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString("en-US"),
};
function expectedPlaceholders(key: string, text: string): string[] {
  const names = placeholders(text);
  if (key.startsWith("messages."))
    for (const [name, value] of Object.entries(WRITTEN_IN)) if (text.includes(value)) names.push(name);
  return names.sort();
}

// Words that are the same in the other language (checked by a native speaker's ear, not by guess).
const SAME_IN_LANGUAGE = new Set([
  "Shop",
  "Team",
  "Contact",
  "Solutions",
  "Generator",
  "Credits: {{count}}", // de: "Credits" is the word German shops use
  "Credits: …",
  "1× (normal)", // de, es, pt
  "Standard (~30 s)", // fr, it
  "{{count}} audio", // fr, es, it: "1 audio" is the word those languages use
  "{{count}} audios", // fr, es
  "Webhooks", // de, fr, es, pt: the technical term those languages use
  "Invitation", // fr
  "Notifications", // fr: the toasts' region, the word French uses
  "8", // the landing page's count of languages, a figure in every language
  "Password", // it: the word Italian sign-in forms use
  ".", // the full stop after a link inside a sentence (de, es, fr, it, pt)
  "{{value}}: {{value2}}", // a feed's address, then its problem (de, es, it, pt)
  "rechargeable", // fr: a fact the claim check names, the same word in French
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("message catalogues", () => {
  it("names each page catalogue's folder after its namespace, with a file per language", () => {
    for (const folder of PAGE_FOLDERS) {
      const index = readFileSync(path.join(DIR, "pages", folder, "index.ts"), "utf8");
      expect(index, folder).toContain(`pageCatalogue("${namespaceOf(folder)}"`);
      for (const locale of LOCALES)
        expect(statSync(path.join(DIR, "pages", folder, `${locale}.json`)).isFile()).toBe(true);
    }
    // The core catalogue and the page catalogues never share a top-level key.
    for (const folder of PAGE_FOLDERS) expect(Object.keys(ENGLISH)).not.toContain(namespaceOf(folder));
  });

  it.each(others)("%s has every key of English, in its plural forms, and no other", (locale, catalogue) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const expected = new Set<string>();
    for (const key of baseKeys(english.keys())) {
      const plural = [...english.keys()].some((k) => k !== key && k.replace(PLURAL, "") === key);
      if (plural) for (const category of categories) expected.add(`${key}_${category}`);
      else expected.add(key);
    }
    expect([...catalogue.keys()].sort()).toEqual([...expected].sort());
  });

  it.each(others)("%s keeps each key's placeholders and has no English left", (locale, catalogue) => {
    for (const [key, text] of catalogue) {
      const source = english.get(key) ?? english.get(`${key.replace(PLURAL, "")}_other`) ?? "";
      expect(placeholders(text), `${locale} ${key}`).toEqual(expectedPlaceholders(key, source));
      if (!SAME_IN_LANGUAGE.has(text)) expect(text, `${locale} ${key}`).not.toBe(source);
    }
  });

  it("every interface key is used by the code, and every key the code uses exists", () => {
    const code = sourceFiles(CLIENT)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const used = new Set([...code.matchAll(/"([a-z]\w*(?:\.\w+)+)"/g)].map((m) => m[1] ?? ""));
    // messages.* come from MESSAGES (the spec's texts), looked up by their English text.
    const keys = [...baseKeys(english.keys())].filter((key) => !key.startsWith("messages."));
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
    // Only dotted literals under a catalogue group are keys ("shelftalk.theme" is a storage name).
    const groups = new Set(keys.map((key) => key.split(".")[0]));
    const usedKeys = [...used].filter((key) => groups.has(key.split(".")[0]));
    expect(usedKeys.filter((key) => !keys.includes(key))).toEqual([]);
  });
});
