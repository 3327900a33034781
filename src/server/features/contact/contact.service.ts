import type { ContactInput } from "../../../shared/contact/contact-schemas";
import { contactMessages } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { deliverContactMessage, nextAttemptAt, type ContactDeliveryDeps } from "./contact-delivery";

/** Five messages per ten minutes per client: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 600 };
export const CONTACT_RATE_LIMITED_MESSAGE =
  "You've sent several messages in a short time. Please wait a few minutes and try again.";

type ContactDeps = ContactDeliveryDeps;

export type ContactResult = { id: string; delivered: boolean };

/** Counts a message against the client's limit; 429 with the wait when it is over. */
export async function checkContactLimit(deps: Pick<ContactDeps, "db" | "config">, clientKey: string): Promise<void> {
  if (deps.config.RATE_LIMIT_DISABLED) return;
  const result = await consumeRateLimit(deps.db, `contact:${clientKey}`, CONTACT_RATE_LIMIT);
  if (!result.allowed) {
    throw new RateLimitedError(result.retryAfterSeconds);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, CONTACT_RATE_LIMITED_MESSAGE, "rate_limited");
  }
}

/**
 * Stores the message first, so it is never lost, then mails it to the team with Reply-To set
 * to the sender. A delivery failure is logged for operators and kept on the row
 * (deliveryError), and the periodic sweep tries again later (contact-delivery.ts); the
 * sender still gets a success, because we did receive it.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactInput): Promise<ContactResult> {
  // The first attempt is counted, and the next one scheduled, before it is made: if this
  // process dies mid-send, the sweep still finds the message.
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, deliveryAttempts: 1, nextAttemptAt: nextAttemptAt(1, new Date()) })
    .returning();
  if (!row) throw new Error("contact message insert returned no row");
  return { id: row.id, delivered: await deliverContactMessage(deps, row) };
}
