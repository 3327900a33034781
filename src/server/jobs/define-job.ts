import { z } from "zod";
import type { AppDeps } from "../deps";
import type { JobRef } from "./job-queue";

/**
 * One kind of background work: its queue and its handler, in one file under src/server/jobs/,
 * listed in all-jobs.ts. The scheduler (scheduler.ts) creates the queue, runs the handler in
 * worker processes, and starts periodic ones on their schedule.
 *
 *   export const deliverWebhook = defineJob({
 *     name: "deliver-webhook",
 *     data: z.object({ deliveryId: z.string() }),
 *     mode: "parallel",
 *     timeoutSeconds: 60,
 *     retry: { limit: 8, delaySeconds: 30, backoff: true },
 *     run: ({ deliveryId }, { deps }) => deliverOne(deps, deliveryId),
 *   });
 *
 * A service enqueues it with `deps.jobs.send(deliverWebhook, { deliveryId })`.
 */
export type JobDefinition<D extends object> = JobRef<D> & {
  /**
   * "parallel": up to JOB_CONCURRENCY runs at once in each worker process (batch items, deliveries).
   * "one-at-a-time": one run at a time across every process, and at most one more waiting
   * (sweeps: a slow run is never joined by a second one).
   */
  mode: "parallel" | "one-at-a-time";
  /**
   * Runs of one `group` (JobRef) at once across every process, so one slow group (a dead webhook
   * endpoint) holds at most this many workers and the others keep theirs (pg-boss groupConcurrency).
   */
  groupConcurrency?: number;
  /**
   * Workers of a "parallel" job in a process that runs jobs, instead of JOB_CONCURRENCY: for work
   * that mostly waits on the network (deliveries), where a worker costs little.
   */
  concurrency?: number;
  /** A run still going after this long is counted as failed (and retried if retries are left). */
  timeoutSeconds: number;
  /** Runs again after a failure, `delaySeconds` later (doubling each time with `backoff`). None by default. */
  retry?: {
    limit: number;
    delaySeconds: number;
    backoff?: boolean;
    /** Caps a backed-off delay. */ maxDelaySeconds?: number;
  };
  /**
   * A running job proves it is alive this often (pg-boss sends it while the handler runs); a job
   * whose process died (SIGKILL) is failed, and retried, once this passes without one and the
   * next supervision pass runs, instead of after the whole timeout. At least 10.
   */
  heartbeatSeconds?: number;
  /**
   * Seconds between a worker's fetches for this job, overriding the scheduler's. pg-boss waits
   * this long (less the last run's duration) even while the queue is full, so a queue worked
   * through in bulk (batch items) polls often: a run longer than this fetches the next at once.
   */
  pollingIntervalSeconds?: number;
  /**
   * The job (listed before this one in all-jobs.ts) that receives this job's data once its
   * retries are spent, e.g. to settle what a worker killed on the last attempt left open.
   */
  deadLetter?: string;
  /** A cron expression (UTC): the job runs on it once per deployment, however many processes run jobs. */
  every?: string;
  /**
   * When a process starts: "inline" runs it in that process before it serves or takes jobs
   * (the refund of a crashed process's reservations); "queued" enqueues a run for whichever
   * worker is free, throttled to one a minute, so processes starting together add one run.
   */
  atStart?: "inline" | "queued";
  run(data: D, context: JobContext): Promise<void>;
};

export type JobContext = {
  deps: AppDeps;
  /** Aborted when the process stops and its grace period is over: a long job should stop between steps. */
  signal: AbortSignal;
  /** 0 on the first attempt, 1 on the first retry, … */
  attempt: number;
  /** The pg-boss job id ("start-up" for an inline run), for logs. */
  jobId: string;
};

/** Identity with the type checked: `D` comes from the data schema. */
export function defineJob<D extends object>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}

/** The sweeps' cadence: often enough that a crashed reservation or a failed mail waits little. */
export const EVERY_FIVE_MINUTES = "*/5 * * * *";

/**
 * A periodic sweep: no data, one run at a time across the deployment, on a schedule (every
 * five minutes unless `every` says otherwise) and at start-up.
 */
export function definePeriodicJob(definition: {
  name: string;
  timeoutSeconds: number;
  every?: string;
  atStart: NonNullable<JobDefinition<object>["atStart"]>;
  run(context: JobContext): Promise<void>;
}): JobDefinition<Record<string, never>> {
  return {
    name: definition.name,
    data: z.object({}).strict(),
    mode: "one-at-a-time",
    timeoutSeconds: definition.timeoutSeconds,
    every: definition.every ?? EVERY_FIVE_MINUTES,
    atStart: definition.atStart,
    run: (_data, context) => definition.run(context),
  };
}

/** Any job, whatever its data: the scheduler's view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the handler's data type varies per job
export type AnyJobDefinition = JobDefinition<any>;
