import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { localePath, splitLocalePath } from "../../shared/i18n/locales";
import { isKnownClientPath, movedPathTarget, PUBLIC_PATHS } from "../../shared/paths";
import { localeAlternates } from "./locale-alternates";

/** Written by scripts/prerender.mjs: the neutral shell, when index.html holds the prerendered landing page. */
const SHELL_FILE = "_shell.html";

/**
 * A page path in English or under a language's prefix ("/de/pricing", issue 28). Here rather than
 * in shared/paths.ts, which the browser's start-up bundle carries.
 */
const isKnownPage = (pathname: string) => isKnownClientPath(splitLocalePath(pathname).path);
/** A moved page's new path, keeping the language prefix: /de/catalogue → /de/batches. */
function movedPageTarget(pathname: string, search: string): string | undefined {
  const { locale, path: page } = splitLocalePath(pathname);
  const target = movedPathTarget(page, search);
  return target && locale ? `/${locale}${target}` : target;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

type Page = { html: string; br?: Buffer; gzip?: Buffer };

/**
 * Sends a page compressed when the browser accepts it (the prerendered landing page is ~35 KB of
 * HTML). Each page is compressed once, on its first request, and kept with the page.
 */
function sendPage(c: Context, page: Page, status: 200 | 404): Response {
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding", { append: true });
  c.header("Content-Type", "text/html; charset=UTF-8");
  const accepted = c.req.header("Accept-Encoding") ?? "";
  if (/\bbr\b/.test(accepted)) {
    page.br ??= brotliCompressSync(page.html);
    c.header("Content-Encoding", "br");
    return c.body(new Uint8Array(page.br), status);
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.html);
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(page.gzip), status);
  }
  return c.body(page.html, status);
}

/**
 * Serves the built SPA from `clientDir` on the same origin as the API:
 * hashed assets with a year-long cache, prerendered pages when present
 * (`/` → index.html, `/pricing` → `pricing/index.html`), and the neutral shell for other
 * client routes, with status 404 for paths the SPA does not know (it then shows its 404 page).
 * Known pages get a canonical link on `publicUrl` (the configured APP_URL), which only the
 * server knows: the build cannot write absolute URLs.
 */
export function mountSpa(app: Hono, clientDir: string, options: { publicUrl?: string } = {}): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The web client is not built. Run `npm run build` (npm start does it for you).", 503));
    return;
  }
  const home = readFileSync(indexFile, "utf8");
  const shellFile = path.join(clientDir, SHELL_FILE);
  // Without a prerender (e.g. `vite build` alone) index.html is the shell itself.
  const shell: Page = { html: existsSync(shellFile) ? readFileSync(shellFile, "utf8") : home };
  const publicPaths = new Set<string>(PUBLIC_PATHS);
  // The canonical URL, and for a public page its URL in each language (hreflang, issue 28).
  const withHeadLinks = (html: string, pathname: string) => {
    const { publicUrl } = options;
    if (!publicUrl) return html;
    const { locale, path: page } = splitLocalePath(pathname);
    const links = [`<link rel="canonical" href="${escapeAttribute(publicUrl + localePath(locale ?? "en", page))}" />`];
    if (publicPaths.has(page))
      for (const { hreflang, href } of localeAlternates(publicUrl, page))
        links.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`);
    return html.replace("</head>", `${links.join("")}</head>`);
  };
  // Only known paths are kept, so requests for made-up paths cannot grow this map.
  const pages = new Map<string, Page>();
  const pageFor = (pathname: string): Page => {
    const clean = pathname.replace(/\/+$/, "") || "/";
    if (!isKnownPage(clean)) return shell;
    const cached = pages.get(clean);
    if (cached !== undefined) return cached;
    // A prefixed page's prerender is at de/index.html, de/pricing/index.html (scripts/prerender.mjs).
    const file = path.join(clientDir, clean, "index.html");
    const prerendered = clean === "/" ? home : existsSync(file) ? readFileSync(file, "utf8") : undefined;
    // The shell under a prefix (a page not prerendered, /de/auth) says its language from the start.
    const prefix = splitLocalePath(clean).locale;
    const html =
      prerendered ?? (prefix ? shell.html.replace(/<html lang="[^"]*"/, `<html lang="${prefix}"`) : shell.html);
    const page = { html: withHeadLinks(html, clean) };
    pages.set(clean, page);
    return page;
  };

  const root = path.relative(process.cwd(), clientDir) || ".";
  // Hashed assets never change: a year-long cache. Set once the file is found (serveStatic's
  // onFound runs after the response exists, where a header set on the context can be lost).
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    }
  });
  // scripts/compress-assets.mjs writes .br and .gz next to each asset at build time.
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  // Other files (favicon, robots.txt…) only for paths that name a file; page paths fall through.
  const files: MiddlewareHandler = serveStatic({ root, precompressed: true });
  const filesOnly: MiddlewareHandler = (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next());
  app.use("*", filesOnly);
  // A page that moved (e.g. /catalogue → /batches, decision 054) answers with a permanent redirect, query kept.
  app.get("*", async (c, next) => {
    const target = movedPageTarget(c.req.path, new URL(c.req.url).search);
    if (target) return c.redirect(target, 301);
    await next();
  });
  app.get("*", (c) => sendPage(c, pageFor(c.req.path), isKnownPage(c.req.path) ? 200 : 404));
}
