import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from "../../shared/i18n/locales";
import { MESSAGES } from "../../shared/messages";
import { SCRIPT_MAX_LENGTH, SPOKEN_TEXT_MAX_LENGTH } from "../../shared/generator/generator-limits";
import { ENGLISH, TRANSLATED_MESSAGE_GROUPS, translateEnglish, type Catalogue, type Values } from "./english";

/**
 * The active interface language (issue 28, decision 098). English is built in; another language
 * loads its catalogue (a chunk of its own) and i18next on demand, so only the active locale's
 * messages are ever fetched.
 */
type Translate = (key: string, values?: Values) => string;

const STORAGE_KEY = "shelftalk-locale";
const catalogues = import.meta.glob<Catalogue>(["./catalogues/*.json", "!./catalogues/en.json"], { import: "default" });

let locale: Locale = DEFAULT_LOCALE;
let translate: Translate = translateEnglish;
const listeners = new Set<() => void>();

export function t(key: string, values?: Values): string {
  return translate(key, values);
}

export function currentLocale(): Locale {
  return locale;
}

export async function loadCatalogue(next: Exclude<Locale, "en">): Promise<Catalogue> {
  const load = catalogues[`./catalogues/${next}.json`];
  if (!load) throw new Error(`No catalogue for ${next}`);
  return load();
}

export async function setLocale(next: Locale): Promise<void> {
  if (next === "en") {
    translate = translateEnglish;
  } else {
    const [{ default: i18next }, catalogue] = await Promise.all([import("i18next"), loadCatalogue(next)]);
    const instance = i18next.createInstance();
    await instance.init({
      lng: next,
      // A key missing in a language shows its English text, never the key (the CI check keeps this rare).
      fallbackLng: DEFAULT_LOCALE,
      resources: { [next]: { translation: catalogue }, en: { translation: ENGLISH } },
      interpolation: { escapeValue: false },
    });
    translate = (key, values) => instance.t(key, values ?? {});
  }
  locale = next;
  if (typeof document !== "undefined") document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** The visitor's saved choice, else the browser's languages, else English. */
export function initialLocale(): Locale {
  const saved = readSaved();
  if (saved) return saved;
  return typeof navigator === "undefined" ? DEFAULT_LOCALE : matchLocale(navigator.languages ?? [navigator.language]);
}

export function saveLocale(next: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage off (private mode): the choice lasts for this page only.
  }
}

function readSaved(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Re-renders on a language change; the server render and hydration see English. */
export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => locale,
    () => DEFAULT_LOCALE,
  );
}

export function useT(): typeof t {
  useLocale();
  return t;
}

/** The values a translated message needs where English has them written in (limits in the reader's digits). */
function messageValues(): Values {
  return { max: SCRIPT_MAX_LENGTH.toLocaleString(locale), spokenMax: SPOKEN_TEXT_MAX_LENGTH.toLocaleString(locale) };
}

let englishToKey: Map<string, string> | undefined;

/**
 * A spec message (MESSAGES, from the client or in a server's answer) in the active language:
 * found by its English text, so the server and the field-error mapping keep working in English.
 * Text that is not a known message is returned as is.
 */
export function translateMessage(english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  englishToKey ??= new Map(
    TRANSLATED_MESSAGE_GROUPS.flatMap((group) =>
      Object.entries(MESSAGES[group])
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .map(([name, text]) => [text, `messages.${group}.${name}`] as const),
    ),
  );
  const key = englishToKey.get(english);
  return key ? t(key, messageValues()) : english;
}
