import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { Hono } from "hono";
import { appRoot } from "../../lib/app-root";

/**
 * /docs/api: the interactive reference of /api/v1, rendered in the browser by Scalar's
 * standalone bundle (@scalar/api-reference), served from our own origin. The page is server-made
 * and outside the SPA, so the renderer loads on this page only; the site's CSP (script-src 'self',
 * connect-src 'self') applies unchanged, so nothing can be fetched from another host: no CDN, no
 * web fonts, no proxy (decision 048).
 */
// The build copies the bundle next to the server (scripts/build-server.mjs), so a production install
// without dev dependencies has it; a development run reads it from node_modules.
const BUNDLES = [
  path.join("dist", "server", "vendor", "scalar-standalone.js"),
  path.join("node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js"),
];

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ShelfTalk API reference</title>
  </head>
  <body>
    <noscript>The interactive reference needs JavaScript. The OpenAPI document is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript>
    <div id="app"></div>
    <script src="/docs/api/scalar.js"></script>
    <script src="/docs/api/init.js"></script>
  </body>
</html>
`;

// Everything the renderer would fetch from elsewhere is switched off; the CSP would block it anyway.
const INIT = `Scalar.createApiReference("#app", ${JSON.stringify({
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  metaData: { title: "ShelfTalk API reference" },
})});
`;

/** The bundle (4 MB) and its gzip (about a quarter), read and compressed once, on first request. */
let bundle: { raw: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } | null | undefined;

function readBundle() {
  if (bundle === undefined) {
    bundle = null;
    for (const file of BUNDLES) {
      try {
        const raw = readFileSync(path.join(appRoot(), file));
        bundle = { raw: new Uint8Array(raw), gzip: new Uint8Array(gzipSync(raw)) };
        break;
      } catch {
        // not here: try the next place
      }
    }
  }
  return bundle;
}

export function apiReferenceRoutes() {
  return new Hono()
    .get("/", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(PAGE);
    })
    .get("/init.js", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" });
    })
    .get("/scalar.js", (c) => {
      const files = readBundle();
      if (!files) return c.text("The API reference renderer is not installed; see /api/v1/openapi.json.", 404);
      const headers: Record<string, string> = {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
        Vary: "Accept-Encoding",
      };
      if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
        headers["Content-Encoding"] = "gzip";
        return c.body(files.gzip, 200, headers);
      }
      return c.body(files.raw, 200, headers);
    });
}
