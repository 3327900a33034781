import { Hono } from "hono";
import type { ApiErrorBody } from "../../../shared/api-error-schemas";
import type { Database } from "../../db/database";
import { lookupCacheKey, lookupCandidates, lookupLiveAudio } from "./site-lookup";
import type { SiteLookupCache } from "./site-lookup-cache";

export type SiteLookupDeps = {
  db: Database;
  appUrl: string;
  /** Answers kept in this process while change notifications are heard (decision 109); none without. */
  cache?: SiteLookupCache;
};

/** Answers (found or not) may be kept this long by the browser and shared caches: a change shows within it. */
export const LOOKUP_CACHE_SECONDS = 30;

const PUBLIC_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Cache-Control": `public, max-age=${LOOKUP_CACHE_SECONDS}`,
  Vary: "Accept-Encoding",
  "X-Robots-Tag": "noindex",
};

export const NOT_FOUND: ApiErrorBody = { error: "No live audio for this page.", code: "not_found" };

/**
 * GET /api/sites/{siteId}/lookup?url=…&sku=…&gtin=…&pid=… (issue 23): the public question site.js
 * asks on a shop's product page. No cookie is read or set; any origin may ask (CORS *); one 404
 * for everything that is not a verified site's live audio.
 */
export function siteLookupRoutes(deps: SiteLookupDeps) {
  return new Hono().get("/:siteId/lookup", async (c) => {
    const candidates = lookupCandidates(new URL(c.req.url).searchParams);
    const siteId = c.req.param("siteId");
    const read = () => lookupLiveAudio(deps.db, deps.appUrl, siteId, candidates);
    const found = deps.cache ? await deps.cache.answer(siteId, lookupCacheKey(candidates), read) : await read();
    if (!found) return c.json(NOT_FOUND, 404, PUBLIC_HEADERS);
    return c.json(found, 200, PUBLIC_HEADERS);
  });
}
