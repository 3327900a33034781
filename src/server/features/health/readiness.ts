import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { ReadinessResponse } from "../../../shared/health/health-schemas";
import type { DatabaseHandle } from "../../db/database";
import { migrationsFolder } from "../../db/migrate";
import type { JobQueue } from "../../jobs/job-queue";

type Checks = ReadinessResponse["checks"];

/** The newest migration this build carries (drizzle's journal), read once. */
let newestMigrationMillis: number | undefined;
function newestMigration(): number {
  newestMigrationMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis),
  );
  return newestMigrationMillis;
}

/**
 * Whether the database has every migration of this build: drizzle's migrator applies the journal
 * entries newer than the newest row of drizzle.__drizzle_migrations, so that row must be at least
 * as new as the last entry. Once true it stays true (migrations are never taken back).
 */
function migrationsCheck(database: DatabaseHandle): () => Promise<Checks["migrations"]> {
  let applied = false;
  return async () => {
    if (applied) return "applied";
    try {
      const result = await database.db.execute(
        sql`select coalesce(max(created_at), 0)::float8 as last from drizzle.__drizzle_migrations`,
      );
      const last = Number((result as { rows: Array<{ last: unknown }> }).rows[0]?.last ?? 0);
      applied = last >= newestMigration();
      return applied ? "applied" : "pending";
    } catch {
      return "unknown";
    }
  };
}

/**
 * What a load balancer asks before sending traffic (and an orchestrator before counting a worker
 * as up): the database answers, its schema is this build's, the job queue runs in this process.
 */
export function readinessProbe(deps: {
  database: DatabaseHandle;
  jobs: JobQueue;
  databaseReachable: () => Promise<boolean>;
}): () => Promise<ReadinessResponse> {
  const migrations = migrationsCheck(deps.database);
  return async () => {
    const reachable = await deps.databaseReachable();
    const checks: Checks = {
      database: reachable ? "up" : "down",
      migrations: reachable ? await migrations() : "unknown",
      queue: deps.jobs.isRunning?.() ? "started" : "stopped",
    };
    const ready = checks.database === "up" && checks.migrations === "applied" && checks.queue === "started";
    return { status: ready ? "ready" : "unavailable", checks };
  };
}
