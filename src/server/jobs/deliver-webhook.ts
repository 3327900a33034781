import { z } from "zod";
import { attemptDelivery } from "../features/webhooks/webhook-delivery";
import { webhookDeliveries } from "../metrics/instruments";
import { defineJob } from "./define-job";
import { WEBHOOK_DEFER_SECONDS } from "../features/webhooks/seller-delivery-slots";

/**
 * Retries of a failed delivery: 1 min, then doubling (with pg-boss's jitter), capped at 4 hours,
 * 14 retries: about a day in all before a delivery is marked failed (decision 047).
 */
export const WEBHOOK_RETRY = { limit: 14, delaySeconds: 60, backoff: true, maxDelaySeconds: 4 * 60 * 60 } as const;

/**
 * Workers per process for deliveries: they wait on receivers (3 s to connect, 10 s to answer),
 * not on the CPU, and one endpoint holds at most one of them (decision 061).
 */
export const WEBHOOK_WORKERS = 16;

/** One attempt at one webhook delivery (features/webhooks/webhook-delivery.ts); a failure throws, so it retries. */
export const deliverWebhook = defineJob({
  name: "deliver-webhook",
  // endpointId is optional only for jobs queued before it existed.
  // priorAttempts: retries spent before the job was put back for its seller's turn (so the limit holds).
  data: z.object({
    deliveryId: z.uuid(),
    endpointId: z.uuid().optional(),
    priorAttempts: z.number().int().min(0).optional(),
  }),
  mode: "parallel",
  // Fair sharing (issue 26): one delivery per endpoint at a time across the deployment, so a slow
  // or dead endpoint delays only its own events; the other endpoints keep the other workers.
  group: ({ endpointId }) => endpointId,
  groupConcurrency: 1,
  concurrency: WEBHOOK_WORKERS,
  // The receiver's 10 s plus the database writes around it.
  timeoutSeconds: 60,
  retry: WEBHOOK_RETRY,
  run: async ({ deliveryId, endpointId, priorAttempts = 0 }, { deps, attempt }) => {
    try {
      const outcome = await attemptDelivery(
        { db: deps.database.db, logger: deps.logger, fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS } },
        deliveryId,
        priorAttempts + attempt >= WEBHOOK_RETRY.limit,
      );
      // The seller already has its share of attempts under way here: queued again, this worker is freed.
      if (outcome === "deferred")
        await deps.jobs.send(
          deliverWebhook,
          { deliveryId, ...(endpointId ? { endpointId } : {}), priorAttempts: priorAttempts + attempt },
          { startAfter: WEBHOOK_DEFER_SECONDS },
        );
      webhookDeliveries.inc({ outcome });
    } catch (err) {
      webhookDeliveries.inc({ outcome: "failed" });
      throw err;
    }
  },
});
