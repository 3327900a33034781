import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadinessResponseSchema } from "../../../shared/health/health-schemas";
import { createTestApp } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl, type TestDatabase } from "../../../test/test-database";
import { ALL_JOBS } from "../../jobs/all-jobs";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";

async function ready(app: ReturnType<typeof createTestApp>["app"]) {
  const res = await app.request("/api/ready");
  return { status: res.status, body: ReadinessResponseSchema.parse(await res.json()) };
}

/** Runs one statement as the PostgreSQL admin of TEST_DATABASE_URL. */
async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe(`GET /api/ready (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let scheduler: Scheduler;

  beforeAll(async () => {
    database = await createTestDatabase();
    scheduler = createScheduler(database, createLogger("silent"), { concurrency: 0, jobs: ALL_JOBS });
  });
  afterAll(async () => {
    await scheduler.stop(1000).catch(() => undefined);
    await database.drop().catch(() => undefined); // the last test closed it already
  });

  it("is 503 until the job queue has started, then 200 with every check passing", async () => {
    const { app, deps } = createTestApp({ database, deps: { jobs: scheduler.queue } });
    expect(await ready(app)).toEqual({
      status: 503,
      body: { status: "unavailable", checks: { database: "up", migrations: "applied", queue: "stopped" } },
    });
    await scheduler.start(deps);
    expect(await ready(app)).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "up", migrations: "applied", queue: "started" } },
    });
    // Liveness is unchanged and says nothing about the queue.
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "is 503 while PostgreSQL refuses connections, and 200 again once it accepts them",
    async () => {
      const { app } = createTestApp({ database, deps: { jobs: scheduler.queue } });
      const name = new URL(database.url!).pathname.slice(1);
      expect((await ready(app)).status).toBe(200);
      // The database goes away: no new connections, and every open one (the app's pool) cut.
      await asAdmin(`alter database ${name} with allow_connections false`);
      await asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      try {
        const down = await ready(app);
        expect(down.status).toBe(503);
        expect(down.body.status).toBe("unavailable");
        expect(down.body.checks.database).toBe("down");
        expect((await app.request("/api/health")).status).toBe(503);
      } finally {
        await asAdmin(`alter database ${name} with allow_connections true`);
      }
      expect(await ready(app)).toEqual({
        status: 200,
        body: { status: "ready", checks: { database: "up", migrations: "applied", queue: "started" } },
      });
    },
  );

  it("is 503 with the database down once it is closed", async () => {
    await scheduler.stop(1000);
    const { app } = createTestApp({ database, deps: { jobs: scheduler.queue } });
    await database.close();
    const down = await ready(app);
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ database: "down", migrations: "unknown", queue: "stopped" });
  });
});
