import { WEBHOOK_RESEND_LIMIT } from "../../features/webhooks/delivery-limits";
import type { WebhooksDeps } from "../../features/webhooks/webhooks.service";
import { deliverWebhook } from "../../jobs/deliver-webhook";
import { enqueuer } from "../../jobs/job-queue";
import type { V1Deps } from "./v1-deps";

/** The webhook service's dependencies, from what /api/v1 is given (the same as the cookie alias's). */
export function webhooksDepsOf(deps: V1Deps): WebhooksDeps {
  return {
    db: deps.db,
    fetchOptions: { ...deps.fetchOptions, ...(deps.dnsLookup ? { lookup: deps.dnsLookup } : {}) },
    enqueueDelivery: enqueuer(deps.jobs, deliverWebhook),
    ...(deps.rateLimitDisabled ? {} : { resendLimit: WEBHOOK_RESEND_LIMIT }),
  };
}
