import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

/** One queue's backlog, as the metrics show it (metrics/registry.ts). */
export type QueueStat = {
  queue: string;
  /** Ready to run now (created or retry, start time reached). */
  waiting: number;
  /** Waiting for a later start (a retry's back-off, a delayed send). */
  deferred: number;
  active: number;
  /** Seconds the oldest ready job has waited since it could have started; 0 with none waiting. */
  oldestWaitingSeconds: number;
};

/**
 * The backlog of every pg-boss queue, from pg-boss's own table in one grouped query over the
 * unfinished jobs (the `state < 'completed'` rows pg-boss keeps indexed for its fetch). Read at
 * scrape time, so a scrape every 15 s costs one query.
 */
export async function readQueueStats(db: Database): Promise<QueueStat[]> {
  const result = await db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
      count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
      count(*) filter (where state = 'active')::int as active,
      coalesce(extract(epoch from now() - min(start_after) filter (
        where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest
    from pgboss.job
    where state < 'completed'
    group by name`);
  const rows = (result as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    queue: String(row.name),
    waiting: Number(row.waiting),
    deferred: Number(row.deferred),
    active: Number(row.active),
    oldestWaitingSeconds: Number(row.oldest),
  }));
}

/** The pg-boss schema is created by the first start; before that there is no backlog to read. */
export async function readQueueStatsIfStarted(db: Database): Promise<QueueStat[]> {
  const result = await db.execute(sql`select to_regclass('pgboss.job') is not null as present`);
  const present = (result as { rows: Array<{ present: boolean }> }).rows[0]?.present;
  return present ? readQueueStats(db) : [];
}
