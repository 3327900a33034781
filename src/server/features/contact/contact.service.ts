import { eq } from "drizzle-orm";
import type { ContactInput } from "../../../shared/schemas/contact";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import { contactRecipient } from "../../providers/mail/create-mail-provider";
import { headerSafe, type MailProvider } from "../../providers/mail/mail-provider";

/** Five messages per ten minutes per client: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 600 };
export const CONTACT_RATE_LIMITED_MESSAGE =
  "You've sent several messages in a short time. Please wait a few minutes and try again.";

type ContactDeps = { db: Database; mail: MailProvider; config: Config; logger: Logger };

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
 * to the sender, and records the outcome. A delivery failure is logged for operators and kept
 * on the row (deliveryError); the sender still gets a success, because we did receive it.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactInput): Promise<ContactResult> {
  const [row] = await deps.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  try {
    await deps.mail.send({
      to: contactRecipient(deps.config),
      // The schema refuses line breaks already; headerSafe is the second lock on the header door.
      replyTo: headerSafe(input.email),
      subject: `[ShelfTalk contact] ${headerSafe(input.subject)}`,
      text: [
        `From: ${headerSafe(input.name)} <${headerSafe(input.email)}>`,
        `Subject: ${headerSafe(input.subject)}`,
        "",
        input.message,
        "",
        `Message id: ${row.id}`,
      ].join("\n"),
    });
    await deps.db.update(contactMessages).set({ deliveredAt: new Date() }).where(eq(contactMessages.id, row.id));
    return { id: row.id, delivered: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.error({ err: error, contactMessageId: row.id }, "contact message stored but not delivered");
    await deps.db
      .update(contactMessages)
      .set({ deliveryError: reason.slice(0, 1000) })
      .where(eq(contactMessages.id, row.id));
    return { id: row.id, delivered: false };
  }
}
