import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { WebhookEventType } from "../../../shared/developers/developers";
import type { Database } from "../../db/database";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import type { Enqueue } from "../../jobs/job-queue";
import type { Logger } from "../../logger";
import { pendingDeliveries, SKIPPED_REASON, WEBHOOK_PENDING_MAX } from "./delivery-limits";
import type { EventPublisher } from "./event-publisher";

export type DeliveryJobData = { deliveryId: string; endpointId?: string };

/** A webhook event as its receiver gets it: the JSON body of the delivery. */
export type WebhookEvent = { id: string; type: WebhookEventType; created: number; data: Record<string, unknown> };

export function newEvent(type: WebhookEventType, data: Record<string, unknown>): WebhookEvent {
  return { id: `evt_${randomUUID().replaceAll("-", "")}`, type, created: Math.floor(Date.now() / 1000), data };
}

/**
 * Publishes events to the seller's endpoints subscribed to them: one delivery row per endpoint
 * (the exact body, so every retry sends the same bytes) and one deliver-webhook job each, in the
 * same transaction, so a delivery exists exactly when its job does.
 */
export function createWebhookEvents(deps: {
  db: Database;
  logger: Logger;
  /** APP_URL: the base of the links an event carries. */
  appUrl: string;
  enqueueDelivery: Enqueue<DeliveryJobData>;
}): EventPublisher {
  return {
    async publish(userId, type, data) {
      try {
        const endpoints = await deps.db
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(
            and(
              eq(webhookEndpoints.userId, userId),
              sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
            ),
          );
        if (endpoints.length === 0) return;
        const body = typeof data === "function" ? await data({ db: deps.db, appUrl: deps.appUrl }) : data;
        const event = newEvent(type, body);
        const payload = JSON.stringify(event);
        await deps.db.transaction(async (tx) => {
          for (const endpoint of endpoints) {
            // Over its pending cap, the endpoint's delivery is logged as not sent, with the reason.
            const full = (await pendingDeliveries(tx, endpoint.id)) >= WEBHOOK_PENDING_MAX;
            const [row] = await tx
              .insert(webhookDeliveries)
              .values({
                endpointId: endpoint.id,
                eventId: event.id,
                eventType: type,
                payload,
                ...(full ? { status: "failed" as const, lastError: SKIPPED_REASON } : {}),
              })
              .returning({ id: webhookDeliveries.id });
            if (row && !full) await deps.enqueueDelivery({ deliveryId: row.id, endpointId: endpoint.id }, { tx });
          }
        });
      } catch (err) {
        deps.logger.error({ err, userId, type }, "could not publish webhook event");
      }
    },
  };
}
