import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { httpRequestDuration, httpRequests } from "../../metrics/instruments";
import { lookupCacheKey, lookupCandidates } from "./site-lookup";
import type { SiteLookupCache } from "./site-lookup-cache";
import { NOT_FOUND } from "./site-lookup.routes";

/**
 * The public lookup's answers straight from the process's cache, before the web framework
 * (issue 23: p99 under 20 ms at 100 connections; decision 129). Every shop page view asks the
 * lookup, and almost every answer is one the cache already holds: for those, turning the Node
 * request into a fetch Request, running a dozen middlewares and turning the Response back cost
 * more than the answer itself.
 *
 * Only a cache hit is answered here; anything else (a miss, another route, an odd URL) goes to
 * the app, which fills the cache. The headers of a fast answer are the app's own: they are learnt
 * from the app's last answer to a lookup with the same status, less what is per request, so the
 * two paths cannot drift apart. Until the app has answered a lookup once, nothing is answered here.
 */
export type LookupFastPath = {
  /** Answers `req` from the cache and returns true, or returns false to let the app answer. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** The app's answer to a request: a lookup's headers become the template of fast answers. */
  learn(request: Request, response: Response): void;
};

const LOOKUP_URL = /^\/api\/sites\/([0-9A-Za-z-]{1,64})\/lookup(?:\?(.*))?$/;
const LOOKUP_ROUTE = "/api/sites/:siteId/lookup";
/** Headers that belong to one answer, not to the route. */
const PER_ANSWER = new Set(["content-length", "x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

export function createLookupFastPath(cache: SiteLookupCache): LookupFastPath {
  const templates = new Map<number, Record<string, string>>();

  return {
    handle(req, res) {
      if (req.method !== "GET" || templates.size === 0) return false;
      const url = req.url ?? "";
      // A NUL anywhere is the app's to refuse (http/reject-nul.ts), never a cache hit.
      if (url.includes("%00")) return false;
      const match = LOOKUP_URL.exec(url);
      const siteId = match?.[1];
      if (!siteId) return false;
      const entry = cache.peek(siteId, lookupCacheKey(lookupCandidates(new URLSearchParams(match[2] ?? ""))));
      if (!entry) return false;
      const status = entry.value ? 200 : 404;
      const template = templates.get(status);
      if (!template) return false;
      const stop = httpRequestDuration.startTimer();
      entry.body ??= JSON.stringify(entry.value ?? NOT_FOUND);
      res.writeHead(status, {
        ...template,
        "content-length": Buffer.byteLength(entry.body),
        "x-request-id": randomUUID(),
      });
      res.end(entry.body);
      // Counted like the app's answers; no log line per answer (the app logs misses and errors).
      const labels = { method: "GET", route: LOOKUP_ROUTE, status: String(status) };
      stop(labels);
      httpRequests.inc(labels);
      return true;
    },
    learn(request, response) {
      if (
        request.method !== "GET" ||
        !request.url.includes("/lookup") ||
        (response.status !== 200 && response.status !== 404)
      )
        return;
      // A compressed or streamed answer is not one a template can repeat.
      if (response.headers.has("content-encoding") || !response.headers.get("content-type")?.includes("json")) return;
      const path = request.url.slice(request.url.indexOf("/", request.url.indexOf("//") + 2));
      if (!LOOKUP_URL.test(path)) return;
      const template: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!PER_ANSWER.has(name)) template[name] = value;
      });
      templates.set(response.status, template);
    },
  };
}
