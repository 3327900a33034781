import { Hono } from "hono";
import type { AppDeps } from "../../deps";

const PING_TIMEOUT_MS = 2000;

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(deps: Pick<AppDeps, "database">) {
  return new Hono().get("/", async (c) => {
    const reachable = await Promise.race([
      deps.database.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref()),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: reachable ? "ok" : "unavailable", database: reachable ? "up" : "down" },
      reachable ? 200 : 503,
    );
  });
}
