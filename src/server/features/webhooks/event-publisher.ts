import type { WebhookEventType } from "../../../shared/developers";

/**
 * The one seam through which the product announces what happened to a seller's work
 * (issue 17). Built once in bootstrap.ts (`deps.events`) over the webhook endpoints; a
 * generation calls it when it finishes, and the batch runner's `onBatchFinished` calls it with
 * `batch.completed`. Publishing never throws: a failure is logged and the caller's work stands.
 */
export type EventPublisher = {
  publish(userId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
};

/** For an app built without webhooks (most unit tests): events go nowhere. */
export const NO_EVENTS: EventPublisher = { publish: () => Promise.resolve() };
