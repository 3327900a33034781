import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** One log line per request, carrying the request id also returned in X-Request-Id. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
