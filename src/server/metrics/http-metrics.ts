import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { httpRequestDuration, httpRequests } from "./instruments";

/**
 * Times every request into the duration histogram, labelled by the route pattern that answered
 * ("/api/audios/:id", never the raw URL, so ids and query strings cannot explode the series).
 */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const stop = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      // After next(), the route index points at the last handler that ran: the one that answered.
      const labels = { method: c.req.method, route: routePath(c) || "unmatched", status: String(c.res.status) };
      stop(labels);
      httpRequests.inc(labels);
    }
  };
}
