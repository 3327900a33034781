import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { requestLimits } from "../db/schema/index";

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimitResult = {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Requests left in this window (for RateLimit-Remaining). */
  remaining: number;
  /** Seconds until this window ends (for RateLimit-Reset). */
  resetSeconds: number;
};

/**
 * Counts one request against `key` in a fixed window and says whether it may go ahead.
 * One atomic upsert (no read-then-write), so concurrent requests from several
 * processes cannot both slip under the limit. A window that has ended restarts at 1.
 * Callers skip this when config.RATE_LIMIT_DISABLED is set.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${requestLimits.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${requestLimits.windowStart} + ${window} - now()))))::int`,
    });
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const allowed = row.count <= rule.max;
  const resetSeconds = Number(row.retryAfter);
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : resetSeconds,
    remaining: Math.max(0, rule.max - row.count),
    resetSeconds,
  };
}

/** Deletes counters whose window ended long ago; the periodic sweep keeps the table small. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  const deleted = await db
    .delete(requestLimits)
    .where(sql`${requestLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`)
    .returning({ key: requestLimits.key });
  return deleted.length;
}
