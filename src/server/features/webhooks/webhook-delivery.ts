import { eq } from "drizzle-orm";
import { sellerDeliverySlots, type SellerDeliverySlots } from "./seller-delivery-slots";
import { WEBHOOK_SIGNATURE_HEADER } from "../../../shared/developers/developers";
import type { Database } from "../../db/database";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import { SAFE_POST_DEFAULTS, safePost } from "../../fetch/safe-post";
import type { Logger } from "../../logger";
import { signatureHeader } from "./webhook-signature";
import { WEBHOOK_URL_MESSAGES } from "./webhook-url";

/** A receiver has this long to answer before the attempt counts as failed (and 3 s of it to connect). */
export const WEBHOOK_TIMEOUT_MS = SAFE_POST_DEFAULTS.totalTimeoutMs;

/** The delivery log's words for a failed attempt: about the endpoint, never a product page. */
function deliveryProblem(err: unknown): string {
  if (err instanceof FetchRefusedError)
    return err.code === "private_address" ? WEBHOOK_URL_MESSAGES.private : WEBHOOK_URL_MESSAGES.invalid;
  if (err instanceof FetchFailedError)
    return err.code === "timeout"
      ? `The endpoint did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`
      : "The endpoint could not be reached (connection refused, reset or not resolved).";
  return err instanceof Error ? err.message : String(err);
}

export type DeliveryDeps = { db: Database; logger: Logger; fetchOptions: SafeFetchOptions };

/** Thrown so the job queue retries the delivery (with its backoff). */
export class WebhookAttemptFailedError extends Error {
  constructor(readonly detail: string) {
    super(`webhook delivery failed: ${detail}`);
    this.name = "WebhookAttemptFailedError";
  }
}

/**
 * One attempt at one delivery: sign the stored body with the endpoint's current secret and POST
 * it through the SSRF guard. A 2xx marks it delivered; anything else records the attempt and
 * throws, so the job runs again later, until `lastAttempt` marks it failed for good.
 */
/** What one attempt came to, for the metrics: a failure with retries left throws instead. */
export type DeliveryOutcome = "delivered" | "gave_up" | "skipped" | "deferred";

export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  lastAttempt: boolean,
  slots: SellerDeliverySlots = sellerDeliverySlots,
): Promise<DeliveryOutcome> {
  const [row] = await deps.db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      sellerId: webhookEndpoints.userId,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  // The endpoint was deleted (its deliveries with it), or this one already arrived.
  if (!row || row.delivery.status === "succeeded") return "skipped";
  // Fair between sellers: past its share of this process's attempts, the seller's delivery waits its turn.
  const release = slots.tryAcquire(row.sellerId);
  if (!release) return "deferred";
  try {
    return await attempt(deps, deliveryId, lastAttempt, row);
  } finally {
    release();
  }
}

async function attempt(
  deps: DeliveryDeps,
  deliveryId: string,
  lastAttempt: boolean,
  row: { delivery: typeof webhookDeliveries.$inferSelect; url: string; secret: string },
): Promise<DeliveryOutcome> {
  const { delivery } = row;
  let status: number | null = null;
  let problem: string | null = null;
  try {
    const answer = await safePost(
      row.url,
      delivery.payload,
      {
        "content-type": "application/json",
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.secret, delivery.payload),
        "ShelfTalk-Event-Id": delivery.eventId,
      },
      { ...deps.fetchOptions, totalTimeoutMs: WEBHOOK_TIMEOUT_MS, userAgent: "ShelfTalk-Webhooks/1.0" },
    );
    status = answer.status;
    if (status < 200 || status >= 300) problem = `The endpoint answered ${status}.`;
  } catch (err) {
    problem = deliveryProblem(err);
  }
  const now = new Date();
  await deps.db
    .update(webhookDeliveries)
    .set({
      attempts: delivery.attempts + 1,
      lastStatusCode: status,
      lastError: problem,
      lastAttemptAt: now,
      ...(problem === null
        ? { status: "succeeded" as const, deliveredAt: now }
        : lastAttempt
          ? { status: "failed" as const }
          : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (problem !== null) {
    deps.logger.warn({ deliveryId, status, problem, lastAttempt }, "webhook delivery attempt failed");
    if (!lastAttempt) throw new WebhookAttemptFailedError(problem);
    return "gave_up";
  }
  return "delivered";
}
