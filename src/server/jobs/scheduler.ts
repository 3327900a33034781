import type { Job, PgBoss, Queue } from "pg-boss";
import type { DatabaseHandle } from "../db/database";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";
import { createBoss, type BossOptions } from "./create-boss";
import type { AnyJobDefinition } from "./define-job";
import { createJobQueue, type JobQueue } from "./job-queue";
import { jobDuration, jobRuns } from "../metrics/instruments";
import { inSpan } from "../telemetry/trace-hooks";

export type SchedulerOptions = {
  /** JOB_CONCURRENCY: runs of each parallel job this process takes at once; 0 = enqueue only. */
  concurrency: number;
  jobs: readonly AnyJobDefinition[];
  /** Seconds between a worker's polls for new jobs (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  tuning?: BossOptions["tuning"];
};

/**
 * The one place background work starts and stops. Every process runs the "inline" start-up
 * jobs and creates the queues (so any of them can enqueue); a process with JOB_CONCURRENCY > 0
 * also works the queues, keeps the periodic schedules and enqueues the "queued" start-up runs.
 * Periodic jobs fire once per deployment, not once per process: pg-boss's cron pass is claimed
 * by one instance at a time and files each occurrence under a singleton key (decision 016).
 */
export type Scheduler = {
  /** For services, through deps.jobs. Sends wait while the queue starts; refused before start and after stop. */
  queue: JobQueue;
  /** The "inline" start-up jobs, in this process, before it serves (they need no queue). */
  runStartUpJobs(deps: AppDeps): Promise<void>;
  /** The queue, then (JOB_CONCURRENCY > 0) its workers, schedules and "queued" start-up runs. */
  start(deps: AppDeps): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then lets go of the queue. The database stays open. */
  stop(timeoutMs: number): Promise<void>;
};

export function createScheduler(database: DatabaseHandle, logger: Logger, options: SchedulerOptions): Scheduler {
  assertUniqueNames(options.jobs);
  const boss = createBoss(database, logger, { runsJobs: options.concurrency > 0, tuning: options.tuning });
  let state: "new" | "starting" | "running" | "stopped" = "new";
  let queueReady: Promise<void> | undefined;
  const queue: JobQueue = {
    ...createJobQueue(boss, async () => {
      if (state === "starting") await queueReady?.catch(() => undefined);
      return state === "running";
    }),
    isRunning: () => state === "running",
  };
  const openQueues = async () => {
    await boss.start();
    for (const job of options.jobs) await ensureQueue(boss, job);
  };
  const startWorking = async (deps: AppDeps, stopped: () => boolean) => {
    for (const job of options.jobs) {
      if (stopped()) return;
      await boss.work(
        job.name,
        {
          localConcurrency: job.mode === "parallel" ? (job.concurrency ?? options.concurrency) : 1,
          ...(job.groupConcurrency ? { groupConcurrency: job.groupConcurrency } : {}),
          ...(pollingInterval(job, options) ? { pollingIntervalSeconds: pollingInterval(job, options) } : {}),
        },
        ([pgJob]) => (pgJob ? runJob(job, pgJob, deps) : Promise.resolve()),
      );
    }
    if (!stopped()) await syncSchedules(boss, options.jobs);
    for (const job of options.jobs) if (job.atStart === "queued" && !stopped()) await sendStartUpRun(boss, job);
  };
  return {
    queue,
    async runStartUpJobs(deps) {
      for (const job of options.jobs) if (job.atStart === "inline") await runAtStart(job, deps);
    },
    async start(deps) {
      if (state !== "new") throw new Error("a scheduler starts once");
      state = "starting";
      // A stop (SIGTERM) may arrive mid-start: every step checks, and its errors are then no fault.
      const stopped = () => state === "stopped";
      try {
        queueReady = openQueues();
        await queueReady;
        if (stopped()) return;
        state = "running";
        if (options.concurrency > 0) await startWorking(deps, stopped);
      } catch (err) {
        if (!stopped()) throw err;
      }
    },
    async stop(timeoutMs) {
      const wasStarted = state === "running" || state === "starting";
      state = "stopped";
      if (wasStarted) await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/** The shorter of the job's own polling interval and the scheduler's (tests shorten the latter). */
function pollingInterval(job: AnyJobDefinition, options: SchedulerOptions): number | undefined {
  const intervals = [job.pollingIntervalSeconds, options.pollingIntervalSeconds].filter(
    (n): n is number => n !== undefined,
  );
  return intervals.length ? Math.min(...intervals) : undefined;
}

/** Retries and timeouts follow the code: set on creation, and updated on every start after a change. */
function queueSettings(job: AnyJobDefinition) {
  return {
    retryLimit: job.retry?.limit ?? 0,
    retryDelay: job.retry?.delaySeconds ?? 0,
    retryBackoff: job.retry?.backoff ?? false,
    ...(job.retry?.maxDelaySeconds ? { retryDelayMax: job.retry.maxDelaySeconds } : {}),
    expireInSeconds: job.timeoutSeconds,
    ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
  };
}

async function ensureQueue(boss: PgBoss, job: AnyJobDefinition): Promise<void> {
  // "stately": one job active across the deployment and one waiting. A queue's policy is fixed
  // once created, so changing a job's mode means giving it a new name.
  const policy: Queue["policy"] = job.mode === "one-at-a-time" ? "stately" : "standard";
  await boss.createQueue(job.name, {
    policy,
    ...queueSettings(job),
    ...(job.deadLetter ? { deadLetter: job.deadLetter } : {}),
  });
  await boss.updateQueue(job.name, { ...queueSettings(job), deadLetter: job.deadLetter ?? null });
}

/** Schedules the periodic jobs, and drops schedules whose job is gone or no longer periodic. */
async function syncSchedules(boss: PgBoss, jobs: readonly AnyJobDefinition[]): Promise<void> {
  const periodic = jobs.filter((job) => job.every);
  for (const job of periodic) if (job.every) await boss.schedule(job.name, job.every, {}, { tz: "UTC" });
  const wanted = new Set(periodic.map((job) => job.name));
  for (const schedule of await boss.getSchedules()) {
    if (!wanted.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }
}

/** One run: measured (metrics/instruments.ts) and, with OpenTelemetry on, inside a span of its own. */
async function runJob(job: AnyJobDefinition, pgJob: Job<unknown>, deps: AppDeps): Promise<void> {
  const context = { deps, signal: pgJob.signal, attempt: pgJob.retryCount, jobId: pgJob.id };
  const stopTimer = jobDuration.startTimer({ queue: job.name });
  const attributes = { "job.name": job.name, "job.id": pgJob.id, "job.attempt": pgJob.retryCount };
  try {
    await inSpan(`job ${job.name}`, attributes, () => job.run(job.data.parse(pgJob.data), context));
    jobRuns.inc({ queue: job.name, outcome: "succeeded" });
  } catch (err) {
    jobRuns.inc({ queue: job.name, outcome: "failed" });
    // Thrown on, so pg-boss records the failure and retries when the job allows it.
    deps.logger.error({ err, job: job.name, jobId: pgJob.id, attempt: pgJob.retryCount }, "job failed");
    throw err;
  } finally {
    stopTimer();
  }
}

/** A start-up job runs before the process serves; its failure is logged, not fatal (the schedule runs it again). */
async function runAtStart(job: AnyJobDefinition, deps: AppDeps): Promise<void> {
  try {
    await job.run(job.data.parse({}), { deps, signal: new AbortController().signal, attempt: 0, jobId: "start-up" });
  } catch (err) {
    deps.logger.error({ err, job: job.name }, "start-up job failed");
  }
}

/**
 * One start-up run per minute across the deployment: processes starting together add one run,
 * not one each (the key throttles to a 60-second slot; decision 016).
 */
async function sendStartUpRun(boss: PgBoss, job: AnyJobDefinition): Promise<void> {
  await boss.send(job.name, job.data.parse({}) as object, { singletonKey: "start-up", singletonSeconds: 60 });
}

function assertUniqueNames(jobs: readonly AnyJobDefinition[]): void {
  const names = jobs.map((job) => job.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`two jobs are named "${duplicate}"`);
}
