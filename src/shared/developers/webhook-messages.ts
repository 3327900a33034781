/**
 * Why an endpoint is refused, in words for someone registering a webhook (not a product link).
 * Zod-free, so the client's message catalogue can import it: the Developers page shows these
 * answers in the seller's language (decision 119); /api/v1 answers them in English.
 */
export const WEBHOOK_URL_MESSAGES = {
  invalid: "This endpoint can't receive webhooks: please enter a full https:// (or http://) URL.",
  private:
    "This endpoint can't receive webhooks: it points to a private or local network address. Webhook endpoints must be reachable on the public internet.",
  port: "This endpoint can't receive webhooks: please use port 443 (https) or 80 (http).",
  credentials: "This endpoint can't receive webhooks: please remove the user name or password from the URL.",
  unresolved:
    "This endpoint can't receive webhooks: its host name could not be resolved. Please check the URL and try again.",
} as const;
