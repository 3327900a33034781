import { and, count, desc, eq } from "drizzle-orm";
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEventType } from "../../../shared/developers/developers";
import type {
  CreateWebhookInput,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookWithSecretResponse,
} from "../../../shared/developers/developer-schemas";
import type { Database } from "../../db/database";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import type { RateLimitRule } from "../../http/rate-limit";
import type { Enqueue } from "../../jobs/job-queue";
import { assertMayResend } from "./delivery-limits";
import type { DeliveryJobData } from "./webhook-events";
import { newWebhookSecret } from "./webhook-signature";
import { assertDeliverableUrl, type WebhookUrlOptions } from "./webhook-url";

export type WebhooksDeps = {
  db: Database;
  /** FETCH_ALLOW_HOSTS, and the resolver that checks an endpoint's name at registration. */
  fetchOptions: WebhookUrlOptions;
  enqueueDelivery: Enqueue<DeliveryJobData>;
  /** Resends per seller (WEBHOOK_RESEND_LIMIT); undefined when rate limits are off. */
  resendLimit?: RateLimitRule;
};

/** The last deliveries listed per endpoint. */
const DELIVERY_LOG_LENGTH = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    created_at: row.createdAt.toISOString(),
  };
}

async function ownedEndpoint(db: Database, userId: string, id: string): Promise<EndpointRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function createWebhookEndpoint(
  deps: Pick<WebhooksDeps, "db" | "fetchOptions">,
  userId: string,
  input: CreateWebhookInput,
): Promise<WebhookWithSecretResponse> {
  const url = await assertDeliverableUrl(input.url, deps.fetchOptions);
  const [existing] = await deps.db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
    throw new AppError(409, `You can register up to ${WEBHOOK_ENDPOINTS_MAX} endpoints.`, "too_many_endpoints");
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ userId, url, events: input.events, secret: newWebhookSecret() })
    .returning();
  if (!row) throw new Error("webhook endpoint insert returned no row");
  return { ...toView(row), secret: row.secret };
}

export async function listWebhookEndpoints(db: Database, userId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toView);
}

export async function deleteWebhookEndpoint(db: Database, userId: string, id: string): Promise<void> {
  const row = await ownedEndpoint(db, userId, id);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}

/** A new secret, at once: deliveries from now on (retries included) are signed with it. */
export async function rotateWebhookSecret(
  db: Database,
  userId: string,
  id: string,
): Promise<WebhookWithSecretResponse> {
  const row = await ownedEndpoint(db, userId, id);
  const [updated] = await db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret() })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return { ...toView(updated), secret: updated.secret };
}

export async function listDeliveries(db: Database, userId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
  const endpoint = await ownedEndpoint(db, userId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERY_LOG_LENGTH);
  return rows.map((row) => ({
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }));
}

/** Sends a logged event again as a new delivery (same event id and body, fresh retries). */
export async function resendDelivery(
  deps: Pick<WebhooksDeps, "db" | "enqueueDelivery" | "resendLimit">,
  userId: string,
  endpointId: string,
  deliveryId: string,
): Promise<{ id: string }> {
  const endpoint = await ownedEndpoint(deps.db, userId, endpointId);
  if (!isUuid(deliveryId)) throw notFound();
  const [original] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!original) throw notFound();
  await assertMayResend(deps.db, userId, endpoint.id, deps.resendLimit);
  return deps.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
      })
      .returning({ id: webhookDeliveries.id });
    if (!copy) throw new Error("delivery insert returned no row");
    await deps.enqueueDelivery({ deliveryId: copy.id, endpointId: endpoint.id }, { tx });
    return copy;
  });
}
