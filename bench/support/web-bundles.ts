import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * JavaScript sizes of the built client, gzipped at level 9 and counted in KiB. Three views:
 * what a page's HTML references (its entry script and modulepreloads), what a browser
 * actually loads at start-up (measured by web-browser.ts), and each lazy route's own chunk.
 */
export const CLIENT_DIR = path.resolve("dist/client");
const MANIFEST_FILE = path.resolve("dist/client-manifest.json");

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;

const gzCache = new Map<string, number>();

/** Gzipped size in bytes of a file of dist/client (`assets/x.js`). */
export function gzBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** Brotli size as served (the build writes .br next to each asset), else the gzip size. */
export function brBytes(file: string): number {
  const br = path.join(CLIENT_DIR, `${file}.br`);
  return existsSync(br) ? readFileSync(br).length : gzBytes(file);
}

export const kib = (bytes: number) => bytes / 1024;

/** The JS files a page's HTML makes the browser fetch before running anything. */
export function htmlScripts(pagePath: string): string[] {
  const file = pagePath === "/" ? "index.html" : path.join(pagePath.slice(1), "index.html");
  const html = readFileSync(path.join(CLIENT_DIR, file), "utf8");
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1] ?? "");
}

function readManifest(): Manifest {
  if (!existsSync(MANIFEST_FILE)) throw new Error("dist/client-manifest.json is missing: run `npm run build`.");
  return JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  return [entry.file, ...(entry.imports ?? []).flatMap((dep) => staticClosure(manifest, dep, seen))];
}

/** Each lazy route's own JS (its chunk plus the chunks only it needs), beyond the entry's. */
export function lazyRouteChunks(sources: Record<string, string>): { route: string; files: string[] }[] {
  const manifest = readManifest();
  const entryFiles = new Set(staticClosure(manifest, "index.html"));
  return Object.entries(sources).map(([route, source]) => ({
    route,
    files: staticClosure(manifest, source).filter((file) => !entryFiles.has(file)),
  }));
}

export const sumGz = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + gzBytes(f), 0);
export const sumBr = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + brBytes(f), 0);

/** The prerendered public pages the web benches measure (bench:web, web-js.ts). */
export const PUBLIC_PAGES = ["/", "/pricing", "/contact", "/privacy-policy", "/terms-of-service"];
/** Lazy routes and their page module, whose chunk each bench sizes. */
export const LAZY_ROUTES = {
  "/auth": "pages/auth-page.tsx",
  "/my-audios": "pages/my-audios-page.tsx",
  "/payment-success": "pages/payment-success-page.tsx",
  "/checkout": "pages/checkout-page.tsx",
  "(404)": "pages/not-found-page.tsx",
};
