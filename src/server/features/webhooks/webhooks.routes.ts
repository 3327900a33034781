import { Hono } from "hono";
import {
  CreateWebhookInputSchema,
  type SuccessResponse,
  type WebhookDeliveryListResponse,
  type WebhookListResponse,
  type WebhookWithSecretResponse,
} from "../../../shared/developers/developer-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireKeyOrSession, type BearerAuthOptions } from "../api-keys/bearer-auth";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  resendDelivery,
  rotateWebhookSecret,
  type WebhooksDeps,
} from "./webhooks.service";

/** /api/webhooks: endpoints, their secrets and delivery logs, for the session or an API key. */
export function webhooksRoutes(deps: WebhooksDeps & { auth: Auth; bearer: BearerAuthOptions }) {
  const owner = requireKeyOrSession(deps.auth, deps.bearer);
  return new Hono<AppEnv>()
    .use(owner)
    .post("/", async (c) => {
      const input = await parseJsonBody(c, CreateWebhookInputSchema);
      c.header("Cache-Control", "no-store");
      const created = await createWebhookEndpoint(deps, c.get("ownerId"), input);
      return c.json(created satisfies WebhookWithSecretResponse, 201);
    })
    .get("/", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ endpoints: await listWebhookEndpoints(deps.db, c.get("ownerId")) } satisfies WebhookListResponse);
    })
    .delete("/:id", async (c) => {
      await deleteWebhookEndpoint(deps.db, c.get("ownerId"), c.req.param("id"));
      return c.json({ success: true } satisfies SuccessResponse);
    })
    .post("/:id/rotate-secret", async (c) => {
      c.header("Cache-Control", "no-store");
      const rotated = await rotateWebhookSecret(deps.db, c.get("ownerId"), c.req.param("id"));
      return c.json(rotated satisfies WebhookWithSecretResponse);
    })
    .get("/:id/deliveries", async (c) => {
      c.header("Cache-Control", "no-store");
      const deliveries = await listDeliveries(deps.db, c.get("ownerId"), c.req.param("id"));
      return c.json({ deliveries } satisfies WebhookDeliveryListResponse);
    })
    .post("/:id/deliveries/:deliveryId/resend", async (c) => {
      const resent = await resendDelivery(deps, c.get("ownerId"), c.req.param("id"), c.req.param("deliveryId"));
      return c.json(resent, 202);
    });
}
