import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import type { DatabaseHandle } from "../db/database";
import type { Logger } from "../logger";

/** Connections the queue keeps to PostgreSQL per process, besides the app's DATABASE_POOL_SIZE (decision 015). */
export const JOB_POOL_SIZE = 3;

/** How often a job-running process looks for expired jobs and missed heartbeats. */
export const SUPERVISE_INTERVAL_SECONDS = 15;

export type BossOptions = {
  /** False keeps the instance to enqueuing: no cron passes, no maintenance (a JOB_CONCURRENCY=0 web process). */
  runsJobs: boolean;
  /** Tests shorten pg-boss's clocks (cron pass, maintenance); production keeps its defaults. */
  tuning?: Partial<ConstructorOptions>;
};

/**
 * pg-boss on the app's own database (decision 015). On PostgreSQL it gets a small pool of its
 * own on the same DATABASE_URL: its built-in driver closes a connection whose statement failed
 * and drops in-flight statements on stop, which an adapter over the app's pool would lose, and
 * queue polling never waits behind request traffic. On PGlite it shares the app's one instance
 * through pg-boss's PGlite adapter (`backend: "pglite"`): PGlite is single-process, so the web
 * server and the worker of `npm start` live in one process anyway.
 *
 * Its tables live in their own schema (`pgboss`), created or migrated by `start()` under
 * pg-boss's advisory lock, so processes starting together are safe and drizzle never sees them.
 */
export function createBoss(database: DatabaseHandle, logger: Logger, options: BossOptions): PgBoss {
  const common: ConstructorOptions = {
    schedule: options.runsJobs,
    supervise: options.runsJobs,
    migrate: true,
    // Timeouts and missed heartbeats are found by this pass (default every 60 s): a batch item whose
    // worker was killed is retried by another within about half a minute (issue 16).
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    ...options.tuning,
  };
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(requirePglite(database)), backend: "pglite" })
      : new PgBoss({
          ...common,
          connectionString: requireUrl(database),
          max: JOB_POOL_SIZE,
          application_name: "shelftalk-jobs",
        });
  // An 'error' event with no listener would crash the process; the queue's own faults are logged.
  boss.on("error", (err) => logger.error({ err, source: "pg-boss" }, "job queue error"));
  boss.on("warning", (warning) => logger.warn({ source: "pg-boss", warning }, "job queue warning"));
  return boss;
}

function requirePglite(database: DatabaseHandle) {
  if (!database.pglite) throw new Error("a PGlite database handle without its instance");
  return database.pglite;
}

function requireUrl(database: DatabaseHandle): string {
  if (!database.url) throw new Error("a PostgreSQL database handle without its URL");
  return database.url;
}
