import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AppDeps } from "./deps";
import { healthRoutes, readyRoutes } from "./features/health/health.routes";
import { metricsRoutes } from "./metrics/metrics.routes";
import type { WebServer } from "./web-server";

export type OpsListenerOptions = {
  port: number;
  host: string;
  /** "open": /metrics without a token (loopback METRICS_PORT); a token: Bearer only; "off": no /metrics. */
  metrics: "open" | "off" | { token: string };
};

/**
 * A small listener of its own for operators (decision 062): /api/health, /api/ready and, when
 * enabled, /metrics. Web processes open it on METRICS_PORT; `npm run worker`, which serves no
 * HTTP otherwise, on WORKER_HEALTH_PORT.
 */
export function startOpsListener(deps: AppDeps, options: OpsListenerOptions): WebServer {
  const app = new Hono();
  app.route("/api/health", healthRoutes(deps));
  app.route("/api/ready", readyRoutes(deps));
  if (options.metrics !== "off") {
    app.route("/metrics", metricsRoutes(deps.metrics, options.metrics === "open" ? undefined : options.metrics.token));
  }
  app.notFound((c) => c.text("Not Found\n", 404));
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
    deps.logger.info({ port: info.port, host: options.host }, "operations listener is up (health, readiness, metrics)");
  });
  return {
    close: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      }),
  };
}
