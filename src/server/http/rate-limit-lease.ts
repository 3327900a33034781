import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { requestLimits } from "../db/schema/index";
import type { RateLimitResult, RateLimitRule } from "./rate-limit";

/**
 * Counts requests against the shared request_limits table in leases (decision 139): a process
 * reserves several requests of a key's window in one atomic upsert and spends them from memory,
 * so a busy key costs one write per lease instead of one per request, and a key whose window is
 * used up is refused from memory until the window ends.
 *
 * The bound holds across processes: the upsert adds the whole reservation to the shared count
 * and grants only the part that fits under the limit (`granted` below), so the requests allowed
 * in a window, by every process together, never exceed `max`. What a lease costs is the other
 * way round: requests a process reserved but did not spend before the window ended are lost, so
 * a client spread over several processes may be refused a little before it made `max` requests.
 * Leases start at one request and double while a key keeps using them up within a window, up to
 * a tenth of `max`, which bounds that loss to a tenth of the limit per process.
 */
const LEASE_SHARE = 10;
/** Keys tracked at once; past it, ended windows are dropped first, then the oldest keys. */
const MAX_KEYS = 100_000;

type Lease = {
  /** Local time (ms) by which the database's window has surely ended: the lease ends then. */
  endsAt: number;
  /** Requests reserved here and not yet spent. */
  units: number;
  /** What the shared count left for everyone after the last reservation (max − count, floor 0). */
  sharedLeft: number;
  /** The next reservation's size. */
  next: number;
  /** The reservation under way, which concurrent requests of the key wait for. */
  pending?: Promise<void>;
};

export type RateLimitReservation = { granted: number; sharedLeft: number; windowLeftMs: number };

/**
 * Adds `want` requests to `key`'s window (a new window when it has ended) and says how many of
 * them fit under `rule.max`. One upsert, atomic per key across processes. `windowLeftMs` is
 * measured from the statement's start, so a caller that adds it to the time before it sent the
 * query ends its lease no later than the database's window.
 */
export async function reserveRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  want: number,
): Promise<RateLimitReservation> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${requestLimits.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(requestLimits)
    .values({ key, count: want, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then ${want}::int else ${requestLimits.count} + ${want}::int end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      windowLeftMs: sql<number>`greatest(0, floor(extract(epoch from (${requestLimits.windowStart} + ${window} - now())) * 1000))::int`,
    });
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  // The reservation is the last `want` of `count`: those at or under `max` are this caller's.
  const granted = Math.max(0, Math.min(want, rule.max - (row.count - want)));
  return { granted, sharedLeft: Math.max(0, rule.max - row.count), windowLeftMs: Number(row.windowLeftMs) };
}

/** One per app (so per process): leases of every key and rule it counts. */
export class LeasedRateLimiter {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against `key` under `rule`; the same answer shape as consumeRateLimit. */
  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const id = `${key}\u0000${rule.max}/${rule.windowSeconds}`;
    for (;;) {
      let lease = this.leases.get(id);
      if (lease && lease.endsAt <= this.now()) {
        if (!lease.pending) this.leases.delete(id);
        lease = lease.pending ? lease : undefined;
      }
      if (lease?.pending) {
        await lease.pending;
        continue;
      }
      if (lease && lease.units > 0) {
        lease.units -= 1;
        return this.answer(lease, true);
      }
      // Used up here and in the shared count: nothing can be granted before the window ends.
      if (lease && lease.sharedLeft === 0) return this.answer(lease, false);
      await this.reserve(id, key, rule, lease);
    }
  }

  private answer(lease: Lease, allowed: boolean): RateLimitResult {
    const resetSeconds = Math.max(1, Math.ceil((lease.endsAt - this.now()) / 1000));
    return {
      allowed,
      retryAfterSeconds: allowed ? 0 : resetSeconds,
      remaining: lease.sharedLeft + lease.units,
      resetSeconds,
    };
  }

  private async reserve(id: string, key: string, rule: RateLimitRule, previous: Lease | undefined): Promise<void> {
    const cap = Math.max(1, Math.floor(rule.max / LEASE_SHARE));
    // A lease used up within its window asks for twice as many next time.
    const want = previous ? Math.min(cap, previous.next) : 1;
    const lease: Lease = previous ?? { endsAt: Number.POSITIVE_INFINITY, units: 0, sharedLeft: rule.max, next: 1 };
    const sentAt = this.now();
    const pending = reserveRateLimit(this.db, key, rule, want).then(
      (reservation) => {
        const newWindow = sentAt + reservation.windowLeftMs > lease.endsAt || !previous;
        lease.endsAt = sentAt + reservation.windowLeftMs;
        lease.units += reservation.granted;
        lease.sharedLeft = reservation.sharedLeft;
        lease.next = newWindow ? 2 : Math.min(cap, want * 2);
      },
      (error: unknown) => {
        // Nothing was reserved that this process knows of: forget the key and let the caller fail.
        this.leases.delete(id);
        throw error;
      },
    );
    lease.pending = pending;
    if (!previous) this.remember(id, lease);
    try {
      await pending;
    } finally {
      lease.pending = undefined;
    }
  }

  private remember(id: string, lease: Lease): void {
    this.leases.set(id, lease);
    if (this.leases.size <= MAX_KEYS) return;
    const now = this.now();
    for (const [other, held] of this.leases) if (held.endsAt <= now && !held.pending) this.leases.delete(other);
    // Map order is insertion order: past the bound, the oldest keys go first.
    for (const other of this.leases.keys()) {
      if (this.leases.size <= MAX_KEYS) break;
      if (other !== id) this.leases.delete(other);
    }
  }
}
