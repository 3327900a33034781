/** Constants of the developer API (issue 17) that the browser reads without zod. */

/** The events a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "audio.completed",
  "audio.failed",
  "batch.completed",
  "site.synced",
  "product.changed",
  "audio.updated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Endpoints one seller may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Keys one seller may hold (revoked ones not counted). */
export const API_KEYS_MAX = 20;
/** Keys one seller may create in an hour (revoke-and-mint buys no fresh rate-limit budget). */
export const API_KEYS_CREATED_PER_HOUR = 10;

/** The header a delivery is signed with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "ShelfTalk-Signature";
