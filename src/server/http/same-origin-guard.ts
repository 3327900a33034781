import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../shared/messages";

/** Methods that change nothing (and that a page on another site may send freely). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type GuardedRequest = { method: string; path: string; headers: Headers };

/**
 * A request the guard lets skip one of its checks, with the reason. Keep the list short and in
 * one place (src/server/api-exemptions.ts): every entry is a door a page on another site can use.
 */
export type GuardExemption = {
  /** Why skipping is safe here; for the reader and the reviewer. */
  reason: string;
  matches: (request: GuardedRequest) => boolean;
  /** "origin": no Origin check (only for requests that carry no cookie-borne authority); "json": any body type. */
  skips: ReadonlyArray<"origin" | "json">;
};

/**
 * The hook for a key-authenticated API (e.g. `/api/v1/`): a request there with an
 * `Authorization: Bearer …` header and no Cookie header skips the origin check. A page on another
 * site cannot attach someone else's key, so there is no ambient credential to ride on; the same
 * request with a cookie is checked like any other.
 */
export function bearerKeyRequests(pathPrefix: string, reason: string): GuardExemption {
  return {
    reason,
    matches: ({ path, headers }) =>
      path.startsWith(pathPrefix) && /^Bearer\s+\S/i.test(headers.get("authorization") ?? "") && !headers.has("cookie"),
    skips: ["origin"],
  };
}

type OriginVerdict = { allowed: true } | { allowed: false; origin: string | null };

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the app's own pages. A browser names the page's
 * origin in Origin on every such request (and in Sec-Fetch-Site, which no page can forge); only
 * a very old browser sends neither, and then a same-origin Referer (our Referrer-Policy keeps it)
 * vouches for it. A request with no cookie and none of those headers is not from a browser and
 * carries no session to abuse, so it goes on (API clients, tests, health checks).
 */
export function originVerdict(headers: Headers, trusted: ReadonlySet<string>): OriginVerdict {
  const origin = headers.get("origin");
  const site = headers.get("sec-fetch-site");
  const refuse = (named: string | null): OriginVerdict => ({ allowed: false, origin: named });
  if (origin !== null) {
    // "null" is an opaque origin (sandboxed frame, cross-site redirect): trusted only when the
    // browser says the request is same-origin all the same.
    if (origin === "null") return site === "same-origin" ? { allowed: true } : refuse(null);
    const named = originOf(origin);
    return named !== null && trusted.has(named) ? { allowed: true } : refuse(named ?? origin.slice(0, 100));
  }
  if (site !== null) return site === "same-origin" || site === "none" ? { allowed: true } : refuse(null);
  if (!headers.has("cookie")) return { allowed: true };
  const referer = headers.get("referer");
  const named = referer ? originOf(referer) : null;
  return named !== null && trusted.has(named) ? { allowed: true } : refuse(named);
}

/** Whether the request has a body: a length above 0, a chunked body, or a declared type without a length. */
function carriesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return headers.has("transfer-encoding") || headers.has("content-type");
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * One check in front of every non-GET /api route, present and future:
 * - 403 unless the request comes from the app's own origin (trustedOrigins), as better-auth also
 *   checks for its routes. SameSite=Lax cookies alone let a sibling subdomain or another port
 *   post with the seller's session.
 * - 415 for a body that is not JSON: a page on another site can only send text/plain, form or
 *   multipart bodies without a CORS preflight, and every body this API reads is JSON.
 * The few routes that differ say so in `exemptions` (src/server/api-exemptions.ts).
 */
export function sameOriginGuard(options: {
  trustedOrigins: readonly string[];
  /** Named in the refusal, so a person who opened the wrong address knows the right one. */
  appUrl: string;
  exemptions: readonly GuardExemption[];
}): MiddlewareHandler {
  const trusted = new Set(options.trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const request: GuardedRequest = { method: c.req.method, path: c.req.path, headers: c.req.raw.headers };
    const skips = new Set(options.exemptions.filter((e) => e.matches(request)).flatMap((e) => e.skips));
    if (!skips.has("origin")) {
      const verdict = originVerdict(request.headers, trusted);
      if (!verdict.allowed) {
        const error = verdict.origin
          ? MESSAGES.request.foreignOrigin(verdict.origin, options.appUrl)
          : MESSAGES.request.unknownOrigin(options.appUrl);
        return c.json({ error, code: "cross_origin" }, 403);
      }
    }
    if (
      !skips.has("json") &&
      carriesBody(request.headers) &&
      !JSON_TYPE.test(request.headers.get("content-type") ?? "")
    ) {
      return c.json({ error: MESSAGES.request.jsonRequired, code: "unsupported_media_type" }, 415);
    }
    await next();
  };
}
