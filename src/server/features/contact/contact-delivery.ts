import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { contactMessages } from "../../db/schema/index";
import type { Logger } from "../../logger";
import { contactRecipient } from "../../providers/mail/create-mail-provider";
import { headerSafe, type MailProvider } from "../../providers/mail/mail-provider";

export type ContactDeliveryDeps = { db: Database; mail: MailProvider; config: Config; logger: Logger };
type ContactRow = typeof contactMessages.$inferSelect;

/**
 * A stored message is mailed while the sender waits; if that fails (or the process dies
 * first), the periodic sweep tries again after 5, 10, 20, 40 and 80 minutes, six attempts
 * in all over about two and a half hours, then gives up and logs an error. Decision 013.
 */
export const CONTACT_DELIVERY = { maxAttempts: 6, firstRetryMs: 5 * 60_000, batch: 20 } as const;

/** When to try again after `attempts` attempts, or null when they are used up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= CONTACT_DELIVERY.maxAttempts) return null;
  return new Date(now.getTime() + CONTACT_DELIVERY.firstRetryMs * 2 ** (attempts - 1));
}

/** Mails one stored message to the team, Reply-To the sender, and records the outcome. */
export async function deliverContactMessage(deps: ContactDeliveryDeps, row: ContactRow): Promise<boolean> {
  try {
    await deps.mail.send({
      to: contactRecipient(deps.config),
      // The schema refuses line breaks already; headerSafe is the second lock on the header door.
      replyTo: headerSafe(row.email),
      subject: `[ShelfTalk contact] ${headerSafe(row.subject)}`,
      text: [
        `From: ${headerSafe(row.name)} <${headerSafe(row.email)}>`,
        `Subject: ${headerSafe(row.subject)}`,
        "",
        row.message,
        "",
        `Message id: ${row.id}`,
      ].join("\n"),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const givingUp = row.nextAttemptAt === null;
    deps.logger.error(
      { err: error, contactMessageId: row.id, attempts: row.deliveryAttempts },
      givingUp ? "contact message not delivered; giving up" : "contact message stored but not delivered",
    );
    await deps.db
      .update(contactMessages)
      .set({ deliveryError: reason.slice(0, 1000) })
      .where(eq(contactMessages.id, row.id));
    return false;
  }
  await deps.db
    .update(contactMessages)
    .set({ deliveredAt: new Date(), deliveryError: null, nextAttemptAt: null })
    .where(eq(contactMessages.id, row.id));
  return true;
}

/**
 * Tries again the messages whose next attempt is due. Each is claimed first (its attempt
 * counted and its next attempt moved on, rows locked with SKIP LOCKED), so two processes
 * never mail the same message in one round, and one that dies mid-send leaves it due later.
 * Delivery is at least once: a crash after the mail left but before it was recorded sends it again.
 */
export async function retryContactDeliveries(
  deps: ContactDeliveryDeps,
  now: Date = new Date(),
): Promise<{ delivered: number; failed: number }> {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contactMessages.id, attempts: contactMessages.deliveryAttempts })
      .from(contactMessages)
      .where(and(isNull(contactMessages.deliveredAt), lte(contactMessages.nextAttemptAt, now)))
      .orderBy(asc(contactMessages.nextAttemptAt))
      .limit(CONTACT_DELIVERY.batch)
      .for("update", { skipLocked: true });
    const rows: ContactRow[] = [];
    for (const { id, attempts } of due) {
      const [row] = await tx
        .update(contactMessages)
        .set({ deliveryAttempts: attempts + 1, nextAttemptAt: nextAttemptAt(attempts + 1, now) })
        .where(eq(contactMessages.id, id))
        .returning();
      if (row) rows.push(row);
    }
    return rows;
  });
  let delivered = 0;
  for (const row of claimed) if (await deliverContactMessage(deps, row)) delivered += 1;
  const failed = claimed.length - delivered;
  if (claimed.length > 0) deps.logger.info({ delivered, failed }, "retried contact message deliveries");
  return { delivered, failed };
}
