import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { isKnownClientPath } from "../../shared/paths";

/**
 * Serves the built SPA from `clientDir` on the same origin as the API:
 * hashed assets with a year-long cache, prerendered pages when present
 * (`/pricing` → `pricing/index.html`), and index.html for other client routes,
 * with status 404 for paths the SPA does not know (it then shows its 404 page).
 */
export function mountSpa(app: Hono, clientDir: string): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The web client is not built. Run `npm run build` (npm start does it for you).", 503));
    return;
  }
  const shell = readFileSync(indexFile, "utf8");
  const prerendered = new Map<string, string>();
  const pageHtml = (pathname: string): string => {
    const clean = pathname.replace(/\/+$/, "") || "/";
    if (clean === "/") return shell;
    const cached = prerendered.get(clean);
    if (cached !== undefined) return cached;
    const file = path.join(clientDir, clean, "index.html");
    const html = isKnownClientPath(clean) && existsSync(file) ? readFileSync(file, "utf8") : shell;
    prerendered.set(clean, html);
    return html;
  };

  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), clientDir) || ".",
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Other files (favicon, robots.txt…) only for paths that name a file; page paths fall through.
  const files: MiddlewareHandler = serveStatic({ root: path.relative(process.cwd(), clientDir) || "." });
  const filesOnly: MiddlewareHandler = (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next());
  app.use("*", filesOnly);
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    const known = isKnownClientPath(c.req.path);
    return c.html(pageHtml(c.req.path), known ? 200 : 404);
  });
}
