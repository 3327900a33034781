import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from "../../shared/i18n/locales";
import { translateEnglish, type Catalogue, type Values } from "./english";
import { urlLocale } from "./locale-url";
import { loadRegisteredPages, setPageInstaller, usePageCatalogue, type PageCatalogue } from "./page-catalogues";

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
/** Set with another language than English: a spec message's English text → its translation. */
let translateKnownMessage: ((english: string) => string) | undefined;
const listeners = new Set<() => void>();
/** What components draw from: a new object when the language changes or more of its texts arrive. */
let shown: { locale: Locale } = { locale };

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
    serverMessages = Promise.resolve();
    setPageInstaller(undefined);
    translate = translateEnglish;
    translateKnownMessage = undefined;
  } else {
    const [{ default: i18next }, catalogue, messages, translator] = await Promise.all([
      import("i18next"),
      loadCatalogue(next),
      import("./message-catalogue"),
      import("./message-translator"),
    ]);
    const instance = i18next.createInstance();
    await instance.init({
      lng: next,
      // A key missing in a language shows its English text, never the key (the CI check keeps this rare).
      fallbackLng: DEFAULT_LOCALE,
      resources: { [next]: { translation: catalogue }, en: { translation: messages.ENGLISH } },
      interpolation: { escapeValue: false },
    });
    // Page catalogues (decision 110) join the same namespace under their page's key.
    setPageInstaller((language, namespace, catalogue, english) => {
      instance.addResourceBundle(language, "translation", { [namespace]: catalogue }, true, true);
      instance.addResourceBundle(DEFAULT_LOCALE, "translation", { [namespace]: english }, true, true);
    });
    await loadRegisteredPages(next);
    translate = (key, values) => instance.t(key, values ?? {});
    const translateServerText = translator.messageTranslator((key, values) => instance.t(key, values), next);
    translateKnownMessage = (english) => translateServerText(english) ?? english;
    // Not awaited: the first render does not wait for texts only an action can bring (decision 135).
    serverMessages = loadServerMessages(next, (language, bundle) =>
      instance.addResourceBundle(language, "translation", { messages: bundle }, true, true),
    );
  }
  locale = next;
  shown = { locale };
  if (typeof document !== "undefined") document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Settles once the server's messages of the active language are known (at once in English). */
let serverMessages: Promise<void> = Promise.resolve();

export function serverMessagesLoaded(): Promise<void> {
  return serverMessages;
}

async function loadServerMessages(
  next: Exclude<Locale, "en">,
  add: (language: Locale, bundle: Catalogue) => void,
): Promise<void> {
  try {
    const { SERVER_ENGLISH, loadServerCatalogue } = await import("./server-message-catalogue");
    const catalogue = await loadServerCatalogue(next);
    add(DEFAULT_LOCALE, SERVER_ENGLISH);
    add(next, catalogue);
    // What is on screen already (a preview's problems, a field's error) is drawn again, translated.
    if (locale !== next) return;
    shown = { locale };
    for (const listener of listeners) listener();
  } catch (error) {
    // Offline: the server's messages stay in English; everything else is translated.
    console.error("Could not load the server's messages", next, error);
  }
}

/**
 * The language a page's URL names (`/de/…`), else the visitor's saved choice, else the browser's
 * languages, else English. The account's setting applies once the session is known (account-locale.ts).
 */
export function initialLocale(): Locale {
  const prefixed = typeof window === "undefined" ? undefined : urlLocale(window.location.pathname);
  if (prefixed) return prefixed;
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

/**
 * Re-renders on a language change, and when the server's messages of the language arrive. The prerender and hydration see the language set before they
 * started (English, or a prefixed page's language, loaded before hydrating).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => shown,
  ).locale;
}

export function useT(): typeof t {
  useLocale();
  return t;
}

/**
 * `useT()` for a page whose texts live in a page catalogue (decision 110): in another language
 * than English the page suspends (under its route's Suspense) until that file has arrived.
 */
export function usePageT(page: PageCatalogue): typeof t {
  usePageCatalogue(useLocale(), page);
  return t;
}

/**
 * A spec message (MESSAGES, from the client or in a server's answer) in the active language,
 * found by its English text; any other text is returned as is.
 */
export function translateMessage(english: string): string {
  return translateKnownMessage ? translateKnownMessage(english) : english;
}

/**
 * Messages shown side by side (a batch row's problems), each in the active language: a space
 * between sentences, none in Japanese and Chinese.
 */
export function joinMessages(english: readonly string[]): string {
  const gap = locale === "ja" || locale === "zh" ? "" : " ";
  return english.map(translateMessage).join(gap);
}

/** An audio language's name in the interface language (Intl), English keeping the spec's names. */
export function languageName(code: string, english: string): string {
  if (locale === "en") return english;
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? english;
  } catch {
    return english;
  }
}
