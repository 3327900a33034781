import { Hono } from "hono";
import type { HealthResponse, ReadinessResponse } from "../../../shared/health/health-schemas";
import type { AppDeps } from "../../deps";
import { readinessProbe } from "./readiness";

const PING_TIMEOUT_MS = 2000;

/**
 * Whether the database answers, with concurrent checks sharing one ping: a health request
 * that arrives while a ping is in flight gets that ping's answer. A load balancer polling
 * hard (or a benchmark) then costs one round trip per ping time, not one per request,
 * and every answer still comes from a ping that ended after the request arrived.
 */
function sharedPing(ping: () => Promise<void>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  return () => {
    inFlight ??= Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref()),
    ]).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(deps: Pick<AppDeps, "database">) {
  const databaseReachable = sharedPing(() => deps.database.ping());
  return new Hono().get("/", async (c) => {
    const reachable = await databaseReachable();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: reachable ? "ok" : "unavailable", database: reachable ? "up" : "down" } satisfies HealthResponse,
      reachable ? 200 : 503,
    );
  });
}

/** GET /api/ready: 200 when the database answers, migrations are applied and the queue runs; 503 with the checks otherwise. */
export function readyRoutes(deps: Pick<AppDeps, "database" | "jobs">) {
  const probe = readinessProbe({ ...deps, databaseReachable: sharedPing(() => deps.database.ping()) });
  return new Hono().get("/", async (c) => {
    const answer = await probe();
    c.header("Cache-Control", "no-store");
    return c.json(answer satisfies ReadinessResponse, answer.status === "ready" ? 200 : 503);
  });
}
