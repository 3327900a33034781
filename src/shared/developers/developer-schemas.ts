import { z } from "zod";
import { API_KEY_NAME_MAX_LENGTH, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH } from "./developers";

/*
 * Contracts of the Developers page's routes (issue 17): API keys (session only) and webhook
 * endpoints (session or key). Strict answers, checked by src/server/api-contracts.int.test.ts.
 */

export const CreateApiKeyInputSchema = z.object({
  name: z
    .string({ error: "Please name the key." })
    .trim()
    .min(1, "Please name the key.")
    .max(API_KEY_NAME_MAX_LENGTH, `Please keep the name under ${API_KEY_NAME_MAX_LENGTH} characters.`)
    .regex(/^[^\r\n\t]*$/, "Please keep the name on a single line."),
  /** The workspace role the key acts with (issue 27, decision 085): member unless chosen. */
  role: z.enum(["admin", "member", "viewer"], { error: "Please choose admin, member or viewer." }).default("member"),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;
/** What a client sends: the role may be left out (member). */
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyInputSchema>;

/** A key as listed: never the key itself, only the prefix that recognises it. */
export const ApiKeyViewSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
  /** The workspace role the key acts with (issue 27). */
  role: z.enum(["admin", "member", "viewer"]),
});
export type ApiKeyView = z.infer<typeof ApiKeyViewSchema>;

/** POST /api/keys: the key, shown this once. */
export const CreateApiKeyResponseSchema = ApiKeyViewSchema.extend({ key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

export const ApiKeyListResponseSchema = z.strictObject({ keys: z.array(ApiKeyViewSchema) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>;

export const SuccessResponseSchema = z.strictObject({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const CreateWebhookInputSchema = z.object({
  url: z
    .string({ error: "Please enter the endpoint's URL." })
    .trim()
    .min(1, "Please enter the endpoint's URL.")
    .max(WEBHOOK_URL_MAX_LENGTH, "That URL is too long."),
  events: z
    .array(WebhookEventTypeSchema, { error: "Please choose at least one event." })
    .min(1, "Please choose at least one event.")
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof CreateWebhookInputSchema>;

export const WebhookEndpointViewSchema = z.strictObject({
  id: z.uuid(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  created_at: z.iso.datetime(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointViewSchema>;

/** POST /api/webhooks and POST /api/webhooks/{id}/rotate-secret: the signing secret, shown this once. */
export const WebhookWithSecretResponseSchema = WebhookEndpointViewSchema.extend({ secret: z.string() });
export type WebhookWithSecretResponse = z.infer<typeof WebhookWithSecretResponseSchema>;

export const WebhookListResponseSchema = z.strictObject({ endpoints: z.array(WebhookEndpointViewSchema) });
export type WebhookListResponse = z.infer<typeof WebhookListResponseSchema>;

export const WebhookDeliveryViewSchema = z.strictObject({
  id: z.uuid(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int().nonnegative(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_attempt_at: z.iso.datetime().nullable(),
  delivered_at: z.iso.datetime().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryViewSchema>;

export const WebhookDeliveryListResponseSchema = z.strictObject({ deliveries: z.array(WebhookDeliveryViewSchema) });
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponseSchema>;
