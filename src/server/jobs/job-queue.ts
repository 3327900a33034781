import { sql } from "drizzle-orm";
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/database";

/**
 * What a service needs to hand work to the background: a job's name and the shape of its
 * data. Every JobDefinition (define-job.ts) is one. Services import only these types and get
 * a JobQueue from deps (or an Enqueue<D> bound at composition), never pg-boss itself.
 */
export type JobRef<D extends object> = {
  readonly name: string;
  readonly data: z.ZodType<D>;
  /**
   * The fairness group a job belongs to (e.g. its webhook endpoint): with the job's
   * `groupConcurrency`, at most that many of one group run at once across the deployment.
   */
  readonly group?: (data: D) => string | undefined;
};

export type EnqueueOptions = {
  /**
   * Enqueue inside this transaction: the job exists only if the transaction commits
   * (e.g. a batch's items and their jobs, all or nothing).
   */
  tx?: Database;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
};

export interface JobQueue {
  /**
   * Adds a job; its data is checked against the job's schema first, so a bad payload fails
   * the caller, not a worker later. Resolves to the job id, or null when the queue refused a
   * duplicate (a one-at-a-time job that is already waiting).
   */
  send<D extends object>(job: JobRef<D>, data: D, options?: EnqueueOptions): Promise<string | null>;
  /** Adds many jobs of one kind in one statement (a batch's items); each payload is checked first. */
  sendMany<D extends object>(job: JobRef<D>, data: readonly D[], options?: Pick<EnqueueOptions, "tx">): Promise<void>;
  /** Whether the queue has started and not stopped (readiness, /api/ready); absent means never. */
  isRunning?(): boolean;
}

/** One job type's sender, for a service that should not know the queue at all. */
export type Enqueue<D extends object> = (data: D, options?: EnqueueOptions) => Promise<string | null>;

export function enqueuer<D extends object>(queue: JobQueue, job: JobRef<D>): Enqueue<D> {
  return (data, options) => queue.send(job, data, options);
}

/** Thrown by send before the queue has started (a test that forgot to start it, a send during shutdown). */
export class JobQueueNotRunningError extends Error {
  constructor(job: string) {
    super(`The job queue is not running, so "${job}" cannot be enqueued.`);
    this.name = "JobQueueNotRunningError";
  }
}

/**
 * The pg-boss backed queue. `isReady` belongs to the scheduler that starts and stops the boss:
 * it waits while the queue is starting and says whether it is running.
 */
export function createJobQueue(boss: PgBoss, isReady: () => Promise<boolean>): JobQueue {
  return {
    async send(job, data, options = {}) {
      if (!(await isReady())) throw new JobQueueNotRunningError(job.name);
      const payload = job.data.parse(data);
      const group = job.group?.(payload);
      return boss.send(job.name, payload, {
        ...(group ? { group: { id: group } } : {}),
        ...(options.tx ? { db: fromDrizzle(asDrizzleTransaction(options.tx), sql) } : {}),
        ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      });
    },
    async sendMany(job, data, options = {}) {
      if (!(await isReady())) throw new JobQueueNotRunningError(job.name);
      if (data.length === 0) return;
      const jobs = data.map((item) => ({ data: job.data.parse(item) }));
      await boss.insert(job.name, jobs, options.tx ? { db: fromDrizzle(asDrizzleTransaction(options.tx), sql) } : {});
    },
  };
}

/** The common PgDatabase face types execute's result as unknown; both drivers answer with { rows }. */
function asDrizzleTransaction(tx: Database): DrizzleTransactionLike {
  return {
    execute: async (query) => (await tx.execute(query as Parameters<Database["execute"]>[0])) as { rows: unknown[] },
  };
}
