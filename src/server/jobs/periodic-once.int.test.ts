import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../test/test-database";
import { createLogger } from "../logger";
import { defineJob, type AnyJobDefinition } from "./define-job";
import { createScheduler, type Scheduler } from "./scheduler";

const onPostgres = testDatabaseKind() === "postgres";
const TITLE = onPostgres
  ? "periodic and start-up jobs with two workers on one PostgreSQL database"
  : "periodic jobs across workers: skipped, PGlite is single-process (set TEST_DATABASE_URL to run it)";

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)(TITLE, () => {
  let database: TestDatabase;
  const runs: Array<{ job: string; worker: string; jobId: string }> = [];
  const schedulers: Scheduler[] = [];

  /** The same jobs in both workers, as two processes of one deployment would have. */
  function jobsFor(worker: string): AnyJobDefinition[] {
    return [
      defineJob({
        name: "test-every-minute",
        data: z.object({}),
        mode: "one-at-a-time",
        timeoutSeconds: 60,
        every: "* * * * *",
        run: (_data, { jobId }) => Promise.resolve(void runs.push({ job: "every-minute", worker, jobId })),
      }),
      defineJob({
        name: "test-at-start",
        data: z.object({}),
        mode: "one-at-a-time",
        timeoutSeconds: 60,
        atStart: "queued",
        run: async (_data, { jobId }) => {
          runs.push({ job: "at-start", worker, jobId });
          // Still running when the second worker starts and enqueues its own start-up run.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        },
      }),
    ];
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const worker of ["a", "b"]) {
      schedulers.push(
        createScheduler(database, createLogger("silent"), {
          concurrency: 2,
          jobs: jobsFor(worker),
          pollingIntervalSeconds: 0.5,
          tuning: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
        }),
      );
    }
    // Two processes starting moments apart: the second enqueues its start-up run while the first's is
    // running, which a one-at-a-time queue alone would accept (one active, one waiting).
    const start = (scheduler: Scheduler) =>
      scheduler.start(createTestApp({ database, deps: { jobs: scheduler.queue } }).deps);
    // Both workers run a cron pass every second, so a duplicate would show within the test.
    // A minute boundary inside the test would rightly add a second occurrence: start clear of one.
    const secondsIntoMinute = new Date().getUTCSeconds();
    if (secondsIntoMinute > 45) await new Promise((resolve) => setTimeout(resolve, (61 - secondsIntoMinute) * 1000));
    await start(schedulers[0]!);
    await until(() => runs.some((run) => run.job === "at-start"));
    await start(schedulers[1]!);
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop(1000)));
    await database?.drop();
  });

  it("each occurrence of a periodic job runs once, not once per worker, and the start-up run once", async () => {
    await until(() => runs.some((run) => run.job === "every-minute"));
    // Many more cron passes and polls by both workers: still one run of this minute's occurrence.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const everyMinute = runs.filter((run) => run.job === "every-minute");
    expect(everyMinute).toHaveLength(1);
    const atStart = runs.filter((run) => run.job === "at-start");
    expect(atStart).toHaveLength(1);
    expect(["a", "b"]).toContain(everyMinute[0]?.worker);
  });
});
