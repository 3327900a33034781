import type { Browser } from "@playwright/test";
import { scriptsLoadedAtStartup } from "./web-browser";
import { gzBytes, htmlScripts, kib, lazyRouteChunks, sumBr, sumGz, LAZY_ROUTES, PUBLIC_PAGES } from "./web-bundles";

/** A public page's JavaScript: referenced by its HTML, and loaded at start-up by a first-time visitor (KiB). */
export type PageJs = { path: string; htmlGz: number; loadedGz: number; loadedBr: number; files: string[] };
export type LazyRouteJs = { route: string; gz: number; br: number; count: number };

/** Every public page's start-up JavaScript, loaded in `browser` from the server at `baseUrl`. */
export async function measurePagesJs(browser: Browser, baseUrl: string): Promise<PageJs[]> {
  const pages: PageJs[] = [];
  for (const path of PUBLIC_PAGES) {
    const files = await scriptsLoadedAtStartup(browser, baseUrl + path);
    pages.push({
      path,
      htmlGz: kib(sumGz(htmlScripts(path))),
      loadedGz: kib(sumGz(files)),
      loadedBr: kib(sumBr(files)),
      files,
    });
  }
  return pages;
}

/** Each lazy route's own chunk in the build. */
export function lazyRoutesJs(): LazyRouteJs[] {
  return lazyRouteChunks(LAZY_ROUTES).map(({ route, files }) => ({
    route,
    gz: kib(sumGz(files)),
    br: kib(sumBr(files)),
    count: files.length,
  }));
}

const f1 = (n: number) => n.toFixed(1);

/** The two JavaScript tables of `bench:web` and `bench/web-js.ts`; with `filesOfHome`, the files `/` loads. */
export function printJsTables(pages: PageJs[], lazy: LazyRouteJs[], filesOfHome = false): void {
  console.log(
    `${"page".padEnd(18)} ${"HTML refs gz".padStart(12)} ${"loaded gz".padStart(10)} ${"loaded br".padStart(10)} files`,
  );
  for (const p of pages) {
    console.log(
      `${p.path.padEnd(18)} ${f1(p.htmlGz).padStart(12)} ${f1(p.loadedGz).padStart(10)} ${f1(p.loadedBr).padStart(10)} ${p.files.length}`,
    );
    if (p.path === "/" && filesOfHome) {
      for (const file of [...p.files].sort((a, b) => gzBytes(b) - gzBytes(a))) {
        console.log(`  ${String(gzBytes(file)).padStart(8)} B  ${file}`);
      }
    }
  }
  console.log(`\n${"lazy route".padEnd(18)} ${"chunk gz".padStart(12)} ${"br".padStart(10)} files`);
  for (const r of lazy)
    console.log(`${r.route.padEnd(18)} ${f1(r.gz).padStart(12)} ${f1(r.br).padStart(10)} ${r.count}`);
}
