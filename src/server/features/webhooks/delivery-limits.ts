import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { webhookDeliveries } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";

/**
 * Deliveries one endpoint may have waiting (queued or between retries). Beyond it a new event's
 * delivery is recorded as failed with the reason and never queued, and a resend is refused: an
 * endpoint that does not answer cannot pile up work (issue 26).
 */
export const WEBHOOK_PENDING_MAX = 25;

/** Resends one seller may ask for, with a session or a key (issue 26). */
export const WEBHOOK_RESEND_LIMIT: RateLimitRule = { max: 20, windowSeconds: 60 };

export const SKIPPED_REASON = `Not sent: this endpoint already had ${WEBHOOK_PENDING_MAX} deliveries waiting. Fix the endpoint, then resend from the log.`;

export async function pendingDeliveries(db: Database, endpointId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
  return row?.n ?? 0;
}

/** Counts a resend against the seller's limit (undefined = limits off) and the endpoint's pending cap. */
export async function assertMayResend(
  db: Database,
  userId: string,
  endpointId: string,
  limit: RateLimitRule | undefined,
): Promise<void> {
  if (limit) {
    const result = await consumeRateLimit(db, `webhook-resend:${userId}`, limit);
    if (!result.allowed)
      throw new AppError(
        429,
        `You can resend up to ${limit.max} webhook deliveries a minute. Please wait a moment and try again.`,
        "rate_limited",
      );
  }
  if ((await pendingDeliveries(db, endpointId)) >= WEBHOOK_PENDING_MAX)
    throw new AppError(
      409,
      `This endpoint already has ${WEBHOOK_PENDING_MAX} deliveries waiting. Fix the endpoint or wait for them before resending.`,
      "too_many_pending",
    );
}
