import type { MiddlewareHandler } from "hono";
import { LOGO_PATH_PREFIX } from "../../../shared/logos/logos";
import { PUBLISHED_PATHS } from "../../../shared/publish/publish";

const EMBED_ASSET = /^\/assets\/embed-player-[\w-]+\.(js|css)$/;

/**
 * Headers of the public side of publishing, over the app's strict defaults (security-headers.ts).
 * Registered before securityHeaders(), so it runs after it and has the last word:
 * - /embed/* is the only path other origins may frame: `frame-ancestors *`, no X-Frame-Options.
 *   Everything else keeps `frame-ancestors 'none'` and DENY.
 * - The embed, its script and the public files may be loaded by other origins' pages (CORP
 *   cross-origin): the sandboxed player frame has an opaque origin, so even its own script is
 *   a cross-origin load. The sellers' logos (/logo/*) too: the player frame shows them.
 */
export function publicPublishHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith(PUBLISHED_PATHS.embed)) {
      const csp = c.res.headers.get("Content-Security-Policy");
      if (csp) c.res.headers.set("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
      c.res.headers.delete("X-Frame-Options");
      c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    } else if (path.startsWith(PUBLISHED_PATHS.audio) || path.startsWith(LOGO_PATH_PREFIX) || EMBED_ASSET.test(path)) {
      c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
      c.res.headers.set("Access-Control-Allow-Origin", "*");
    }
  };
}
