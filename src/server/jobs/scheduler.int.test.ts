import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { createTestApp } from "../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../test/test-database";
import { createLogger } from "../logger";
import { defineJob, type AnyJobDefinition } from "./define-job";
import { JobQueueNotRunningError } from "./job-queue";
import { createScheduler, type Scheduler } from "./scheduler";

type Run = { job: string; data: unknown; attempt: number };

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`background jobs on pg-boss (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const runs: Run[] = [];
  let releaseSlowJob: () => void = () => undefined;

  const echo = defineJob({
    name: "test-echo",
    data: z.object({ word: z.string() }),
    mode: "parallel",
    timeoutSeconds: 60,
    run: (data, { attempt }) => Promise.resolve(void runs.push({ job: "test-echo", data, attempt })),
  });
  const flaky = defineJob({
    name: "test-flaky",
    data: z.object({ failures: z.number() }),
    mode: "parallel",
    timeoutSeconds: 60,
    retry: { limit: 2, delaySeconds: 1 },
    run: (data, { attempt }) => {
      runs.push({ job: "test-flaky", data, attempt });
      return attempt < data.failures ? Promise.reject(new Error(`attempt ${attempt} fails`)) : Promise.resolve();
    },
  });
  const slow = defineJob({
    name: "test-slow",
    data: z.object({ id: z.number() }),
    mode: "parallel",
    timeoutSeconds: 60,
    retry: { limit: 1, delaySeconds: 60 },
    run: async (data, { attempt }) => {
      runs.push({ job: "test-slow:start", data, attempt });
      await new Promise<void>((resolve) => (releaseSlowJob = resolve));
      runs.push({ job: "test-slow:end", data, attempt });
    },
  });
  const atStart = defineJob({
    name: "test-at-start",
    data: z.object({}),
    mode: "one-at-a-time",
    timeoutSeconds: 60,
    atStart: "inline",
    run: (data, { attempt }) => Promise.resolve(void runs.push({ job: "test-at-start", data, attempt })),
  });
  const jobs: AnyJobDefinition[] = [echo, flaky, slow, atStart];

  const state = async (id: string | null) => {
    const result: unknown = await database.db.execute(sql`select state, retry_count from pgboss.job where id = ${id}`);
    const [row] = (result as { rows: Array<{ state: string; retry_count: number }> }).rows;
    return row;
  };
  const ran = (job: string) => runs.filter((run) => run.job === job);

  function startScheduler(concurrency: number): { scheduler: Scheduler; started: Promise<void> } {
    const scheduler = createScheduler(database, createLogger("silent"), {
      concurrency,
      jobs,
      pollingIntervalSeconds: 0.5,
    });
    const { deps } = createTestApp({ database, deps: { jobs: scheduler.queue } });
    return { scheduler, started: scheduler.start(deps) };
  }

  let worker: Scheduler;
  beforeAll(async () => {
    database = await createTestDatabase();
    const started = startScheduler(2);
    worker = started.scheduler;
    await started.started;
  });
  afterAll(async () => {
    await worker.stop(1000);
    await database.drop();
  });

  it("runs a job once it is enqueued, with the data it was given", async () => {
    const id = await worker.queue.send(echo, { word: "hello" });
    await until(() => ran("test-echo").length === 1);
    expect(ran("test-echo")).toEqual([{ job: "test-echo", data: { word: "hello" }, attempt: 0 }]);
    await until(async () => (await state(id))?.state === "completed");
  });

  it("runs the inline start-up jobs without the queue, which refuses sends until it is started", async () => {
    runs.length = 0;
    const scheduler = createScheduler(database, createLogger("silent"), { concurrency: 1, jobs });
    const { deps } = createTestApp({ database, deps: { jobs: scheduler.queue } });
    await scheduler.runStartUpJobs(deps);
    expect(runs).toEqual([{ job: "test-at-start", data: {}, attempt: 0 }]);
    await expect(scheduler.queue.send(echo, { word: "early" })).rejects.toBeInstanceOf(JobQueueNotRunningError);
  });

  it("a send made while the queue starts waits for it", async () => {
    runs.length = 0;
    const next = startScheduler(0);
    const id = await next.scheduler.queue.send(echo, { word: "while starting" });
    await next.started;
    expect(id).toEqual(expect.any(String));
    await until(() => ran("test-echo").length === 1);
    await next.scheduler.stop(1000);
  });

  it("a stop that arrives while the queue starts (SIGTERM at start-up) ends it cleanly", async () => {
    const next = startScheduler(1);
    await next.scheduler.stop(1000);
    await expect(next.started).resolves.toBeUndefined();
    await expect(next.scheduler.queue.send(echo, { word: "after" })).rejects.toBeInstanceOf(JobQueueNotRunningError);
  });

  it("checks the data against the job's schema when it is enqueued", async () => {
    await expect(worker.queue.send(echo, { word: 42 } as unknown as { word: string })).rejects.toBeInstanceOf(ZodError);
  });

  it("retries a failing job after its delay until it succeeds, and gives up after the limit", async () => {
    const recovers = await worker.queue.send(flaky, { failures: 2 });
    await until(async () => (await state(recovers))?.state === "completed");
    expect(ran("test-flaky").map((run) => run.attempt)).toEqual([0, 1, 2]);
    expect(await state(recovers)).toEqual({ state: "completed", retry_count: 2 });

    runs.length = 0;
    const doomed = await worker.queue.send(flaky, { failures: 5 });
    await until(async () => (await state(doomed))?.state === "failed");
    // The first attempt and two retries, then no more.
    expect(ran("test-flaky").map((run) => run.attempt)).toEqual([0, 1, 2]);
  });

  it("enqueues inside a transaction: a rollback leaves no job, a commit keeps it", async () => {
    runs.length = 0;
    await database.db
      .transaction(async (tx) => {
        await worker.queue.send(echo, { word: "rolled back" }, { tx });
        throw new Error("abort");
      })
      .catch(() => undefined);
    const kept = await database.db.transaction((tx) => worker.queue.send(echo, { word: "committed" }, { tx }));
    await until(async () => (await state(kept))?.state === "completed");
    expect(ran("test-echo").map((run) => run.data)).toEqual([{ word: "committed" }]);
  });

  it("a process with JOB_CONCURRENCY 0 enqueues but runs nothing; a worker takes the job", async () => {
    runs.length = 0;
    await worker.stop(1000);
    const web = startScheduler(0);
    await web.started;
    const id = await web.scheduler.queue.send(echo, { word: "for the worker" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran("test-echo")).toEqual([]);
    expect((await state(id))?.state).toBe("created");

    const next = startScheduler(1);
    worker = next.scheduler;
    await next.started;
    await until(() => ran("test-echo").length === 1);
    await web.scheduler.stop(1000);
  });

  it("stopping waits for a running job, then takes no more and refuses sends", async () => {
    runs.length = 0;
    const id = await worker.queue.send(slow, { id: 1 });
    await until(() => ran("test-slow:start").length === 1);
    const stopping = worker.stop(10_000);
    setTimeout(() => releaseSlowJob(), 500);
    await stopping;
    expect(ran("test-slow:end")).toHaveLength(1);
    expect((await state(id))?.state).toBe("completed");
    await expect(worker.queue.send(echo, { word: "too late" })).rejects.toBeInstanceOf(JobQueueNotRunningError);
  });

  it("stopping is bounded: a job still running after the grace period is handed back for a retry", async () => {
    runs.length = 0;
    const next = startScheduler(1);
    worker = next.scheduler;
    await next.started;
    const id = await worker.queue.send(slow, { id: 2 });
    await until(() => ran("test-slow:start").length === 1);
    const started = Date.now();
    await worker.stop(1000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await state(id))?.state).toBe("retry");
    releaseSlowJob();
  });
});
