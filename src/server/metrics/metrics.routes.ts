import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { MetricsRegistry } from "./registry";

/**
 * GET /metrics in the Prometheus text format. With a token, only `Authorization: Bearer <token>`
 * reads it (the public port, METRICS_TOKEN); without one it is open, which is for the loopback
 * listener of METRICS_PORT only (ops-listener.ts; decision 062).
 */
export function metricsRoutes(registry: MetricsRegistry, token: string | undefined) {
  return new Hono().get("/", async (c) => {
    if (token !== undefined && !bearerMatches(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized\n", 401);
    }
    c.header("Cache-Control", "no-store");
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  // Digests first: equal lengths for the constant-time comparison, whatever was sent.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1].trim()), digest(token));
}
