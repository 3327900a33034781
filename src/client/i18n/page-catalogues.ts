import { use } from "react";
import type { Locale } from "../../shared/i18n/locales";
import { ENGLISH_PAGES, type Catalogue } from "./english";

/**
 * Page catalogues (decision 110): a page's texts live in `pages/<namespace>/<locale>.json`, keyed
 * in code as `<namespace>.<key>` like any other key. The English file is imported by the page's
 * own module, so it travels in the page's lazy chunk and `/`'s start-up bundle carries only the
 * core catalogue (catalogues/en.json: header, footer, generator, landing). Another language loads
 * a page's file (a chunk of its own) when the page first renders in it, or when the language is
 * switched while the page is registered.
 */
export type PageCatalogue = { readonly namespace: string; readonly english: Catalogue };

const files = import.meta.glob<Catalogue>(["./pages/*/*.json", "!./pages/*/en.json"], { import: "default" });

/** Registered namespaces, in the order their pages were first imported. */
const registered = new Map<string, PageCatalogue>();
/**
 * A file's load, marked the way React's `use` reads a settled promise (status and value), so a
 * page whose texts are here renders at once instead of suspending for a tick.
 */
type Load = Promise<void> & { status?: "fulfilled" | "rejected"; value?: undefined; reason?: unknown };
const loads = new Map<string, Load>();

type Installer = (locale: Locale, namespace: string, catalogue: Catalogue, english: Catalogue) => void;
let install: Installer | undefined;

/** i18n.ts hands over how a loaded file joins the active i18next instance. */
export function setPageInstaller(installer: Installer | undefined): void {
  install = installer;
  loads.clear();
}

/** Declares a page's catalogue: call at module level with the page's English JSON. */
export function pageCatalogue(namespace: string, english: Catalogue): PageCatalogue {
  const existing = registered.get(namespace);
  if (existing) return existing;
  const catalogue = { namespace, english };
  registered.set(namespace, catalogue);
  ENGLISH_PAGES[namespace] = english;
  return catalogue;
}

/** A namespace's folder: kebab-case of its key ("notFound" → pages/not-found/). */
function folderOf(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Loads one page's file in a language other than English (once per language). */
export function loadPageCatalogue(locale: Locale, page: PageCatalogue): Promise<void> {
  const id = `${locale}:${page.namespace}`;
  if (locale === "en") return Promise.resolve();
  let load = loads.get(id);
  if (!load) {
    const file = files[`./pages/${folderOf(page.namespace)}/${locale}.json`];
    const loading: Load = (file ? file() : Promise.resolve(undefined)).then((catalogue) => {
      // A page without this language's file shows English (the CI check keeps this from landing).
      if (catalogue) install?.(locale, page.namespace, catalogue, page.english);
    });
    loading.then(
      () => Object.assign(loading, { status: "fulfilled", value: undefined }),
      (reason: unknown) => Object.assign(loading, { status: "rejected", reason }),
    );
    load = loading;
    loads.set(id, load);
  }
  return load;
}

/** Every registered page in `locale`: a language switch loads them before re-rendering. */
export function loadRegisteredPages(locale: Locale): Promise<void> {
  return Promise.all([...registered.values()].map((page) => loadPageCatalogue(locale, page))).then(() => undefined);
}

/**
 * Suspends a page (under the route's Suspense) until its texts in `locale` have arrived; English
 * never suspends.
 */
export function usePageCatalogue(locale: Locale, page: PageCatalogue): void {
  if (locale === "en") return;
  // Always `use`, loaded or not: a page that suspended here while mounting is replayed when the
  // file arrives, and React switches the replay to mounting its later hooks only inside `use`.
  // Skipping it on the replay (the file now loaded) made the page's next hook fail with React
  // error 467 ("rendered more hooks than during the previous render") on a client navigation.
  use(loadPageCatalogue(locale, page));
}
