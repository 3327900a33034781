import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  V1CreateWebhookInputSchema,
  V1DeliveryParamsSchema,
  V1IdParamSchema,
  V1ResentDeliverySchema,
  V1WebhookDeletedSchema,
  V1WebhookDeliveryListSchema,
  V1WebhookListSchema,
  V1WebhookWithSecretSchema,
} from "../../../shared/developers/api-v1-schemas";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  rotateWebhookSecret,
} from "../../features/webhooks/webhooks.service";
import type { AppEnv } from "../../http/app-env";
import { COMMON_ERRORS, CONFLICT, NOT_FOUND } from "./v1-errors";
import type { V1Deps } from "./v1-deps";
import { webhooksDepsOf } from "./v1-webhooks-deps";

const tags = ["Webhooks"];
const json = <T>(schema: T) => ({ "application/json": { schema } });

const create = createRoute({
  method: "post",
  path: "/webhooks",
  tags,
  summary: "Register a webhook endpoint",
  description:
    "Deliveries are signed with the returned secret (`ShelfTalk-Signature: t=…,v1=…`, HMAC-SHA256 of `t.body`). The URL must be public http(s) on port 80 or 443; a name that resolves to a private address is refused. At most 10 endpoints per seller.",
  request: { body: { content: json(V1CreateWebhookInputSchema), required: true } },
  responses: {
    201: { description: "The endpoint and its secret (shown once)", content: json(V1WebhookWithSecretSchema) },
    ...COMMON_ERRORS,
    ...CONFLICT,
  },
});

const list = createRoute({
  method: "get",
  path: "/webhooks",
  tags,
  summary: "List the seller's webhook endpoints",
  responses: { 200: { description: "The endpoints", content: json(V1WebhookListSchema) }, ...COMMON_ERRORS },
});

const remove = createRoute({
  method: "delete",
  path: "/webhooks/{id}",
  tags,
  summary: "Delete a webhook endpoint and its delivery log",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "Deleted", content: json(V1WebhookDeletedSchema) },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const rotate = createRoute({
  method: "post",
  path: "/webhooks/{id}/rotate-secret",
  tags,
  summary: "Replace an endpoint's signing secret (at once, retries included)",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The endpoint and its new secret (shown once)", content: json(V1WebhookWithSecretSchema) },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const deliveries = createRoute({
  method: "get",
  path: "/webhooks/{id}/deliveries",
  tags,
  summary: "The endpoint's last 50 deliveries, newest first",
  request: { params: V1IdParamSchema },
  responses: {
    200: { description: "The delivery log", content: json(V1WebhookDeliveryListSchema) },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
  },
});

const resend = createRoute({
  method: "post",
  path: "/webhooks/{id}/deliveries/{deliveryId}/resend",
  tags,
  summary: "Send a logged event again (same event id and body) as a new delivery",
  description:
    "Limited per seller (`rate_limited`, 429) and per endpoint's pending deliveries (`too_many_pending`, 409).",
  request: { params: V1DeliveryParamsSchema },
  responses: {
    202: { description: "Queued as a new delivery", content: json(V1ResentDeliverySchema) },
    ...COMMON_ERRORS,
    ...NOT_FOUND,
    ...CONFLICT,
  },
});

/** /api/v1/webhooks: the Developers page's /api/webhooks, for API keys, with the v1 error shape. */
export function registerWebhookRoutes(app: OpenAPIHono<AppEnv>, deps: V1Deps) {
  const hooks = webhooksDepsOf(deps);

  app.openapi(create, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await createWebhookEndpoint(hooks, c.get("apiKey").userId, c.req.valid("json")), 201);
  });

  app.openapi(list, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ endpoints: await listWebhookEndpoints(hooks.db, c.get("apiKey").userId) }, 200);
  });

  app.openapi(remove, async (c) => {
    await deleteWebhookEndpoint(hooks.db, c.get("apiKey").userId, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  });

  app.openapi(rotate, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await rotateWebhookSecret(hooks.db, c.get("apiKey").userId, c.req.valid("param").id), 200);
  });

  app.openapi(deliveries, async (c) => {
    c.header("Cache-Control", "no-store");
    const log = await listDeliveries(hooks.db, c.get("apiKey").userId, c.req.valid("param").id);
    return c.json({ deliveries: log }, 200);
  });

  app.openapi(resend, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json(await resendDelivery(hooks, c.get("apiKey").userId, id, deliveryId), 202);
  });
}
