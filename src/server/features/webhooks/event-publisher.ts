import type { WebhookEventType } from "../../../shared/developers/developers";
import type { Database } from "../../db/database";

/** What a lazily built event body may read: the database and the app's public address. */
export type EventContext = { db: Database; appUrl: string };

/** An event's `data`, or a function that builds it (run only when some endpoint subscribes). */
export type EventData = Record<string, unknown> | ((context: EventContext) => Promise<Record<string, unknown>>);

/**
 * The one seam through which the product announces what happened to a seller's work
 * (issue 17). Built once in bootstrap.ts (`deps.events`) over the webhook endpoints; a
 * generation calls it when it finishes, and the batch runner's `onBatchFinished` calls it with
 * `batch.completed`. Publishing never throws: a failure is logged and the caller's work stands.
 */
export type EventPublisher = {
  publish(userId: string, type: WebhookEventType, data: EventData): Promise<void>;
};

/** For an app built without webhooks (most unit tests): events go nowhere. */
export const NO_EVENTS: EventPublisher = { publish: () => Promise.resolve() };
