import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { GzipBody } from "../../http/gzip-body";

/** The path a shop's theme loads, once, on every page. */
export const SITE_LOADER_PATH = "/embed/site.js";
/**
 * The address never changes, so the file cannot be cached for ever: an hour fresh, then a day of
 * serving the old copy while revalidating (a 304 when unchanged). A new loader reaches every shop
 * within the hour.
 */
export const SITE_LOADER_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

const BUNDLE = /^embed-site-[\w-]+\.js$/;

export type SiteLoaderFile = { body: GzipBody; etag: string } | undefined;

/** The built loader (vite.site-loader.config.ts writes assets/embed-site-{hash}.js), or undefined without a build. */
export function loadSiteLoader(clientDir: string | undefined): SiteLoaderFile {
  const dir = clientDir ? path.join(clientDir, "assets") : undefined;
  if (!dir || !existsSync(dir)) return undefined;
  const file = readdirSync(dir).find((name) => BUNDLE.test(name));
  if (!file) return undefined;
  const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { body: new GzipBody(bytes), etag };
}

/**
 * GET /embed/site.js: the loader, as a classic script any origin may load (CORS *, CORP
 * cross-origin), revalidated by its ETag. It sets no cookie; the shop's page sends none here
 * that is read.
 */
export function siteLoaderRoutes(file: SiteLoaderFile) {
  return new Hono().get(SITE_LOADER_PATH, (c) => {
    if (!file)
      return c.text("The site loader is not built (npm run build:client).", 404, { "Cache-Control": "no-store" });
    const headers: Record<string, string> = {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": SITE_LOADER_CACHE_CONTROL,
      ETag: file.etag,
      Vary: "Accept-Encoding",
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Timing-Allow-Origin": "*",
    };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag))
      return c.body(null, 304, headers);
    const { bytes, encoding } = file.body.forRequest(c.req.header("accept-encoding"));
    if (encoding) headers["Content-Encoding"] = encoding;
    return c.body(bytes, 200, headers);
  });
}
