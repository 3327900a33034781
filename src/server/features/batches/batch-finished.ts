import { and, count, eq } from "drizzle-orm";
import { BATCH_EMAIL_THRESHOLD } from "../../../shared/batch-limits";
import { batchItems, users, type batches } from "../../db/schema/index";
import type { AppDeps } from "../../deps";

type Batch = typeof batches.$inferSelect;

/**
 * The one place a finished batch is announced (called once per batch, when it becomes `done`).
 * Today: an email to the seller for batches of more than BATCH_EMAIL_THRESHOLD items. The
 * developer API's `batch.completed` webhook (issue 17) belongs here too.
 */
export async function onBatchFinished(deps: AppDeps, batch: Batch): Promise<void> {
  deps.logger.info({ batchId: batch.id, userId: batch.userId, total: batch.total }, "batch finished");
  if (batch.total <= BATCH_EMAIL_THRESHOLD) return;
  const db = deps.database.db;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, batch.userId));
  if (!user) return;
  const [done] = await db
    .select({ n: count() })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.status, "done")));
  const made = done?.n ?? 0;
  const failed = batch.total - made;
  const link = `${deps.config.appUrl}/catalogue?batch=${batch.id}`;
  try {
    await deps.mail.send({
      to: user.email,
      subject: `Your catalogue is spoken: ${made} of ${batch.total} audios ready`,
      text: [
        `Your batch of ${batch.total} products has finished.`,
        `${made} audios are in My Audios${failed > 0 ? `; ${failed} could not be made (their credits were not spent).` : "."}`,
        "",
        `See the batch, download the ZIP or retry what failed: ${link}`,
      ].join("\n"),
      link,
    });
  } catch (err) {
    // The batch is done either way; a lost notice must not fail the item that finished it.
    deps.logger.error({ err, batchId: batch.id }, "batch finished email could not be sent");
  }
}
