import { and, count, eq } from "drizzle-orm";
import { BATCH_EMAIL_THRESHOLD } from "../../../shared/batches/batch-limits";
import { PATHS } from "../../../shared/paths";
import { batchItems, type batches } from "../../db/schema/index";
import { workspaceContact } from "../workspaces/workspace-contact";
import type { AppDeps } from "../../deps";
import { batchDoneEmail } from "../../emails/notice-emails";

type Batch = typeof batches.$inferSelect;

/**
 * The one place a finished batch is announced (called once per batch, when it becomes `done`).
 * The seller's webhooks get `batch.completed` (issue 17; the publisher never throws), and the
 * seller an email for batches of more than BATCH_EMAIL_THRESHOLD items.
 */
export async function onBatchFinished(deps: AppDeps, batch: Batch): Promise<void> {
  deps.logger.info({ batchId: batch.id, userId: batch.userId, total: batch.total }, "batch finished");
  const db = deps.database.db;
  const [done] = await db
    .select({ n: count() })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batch.id), eq(batchItems.status, "done")));
  const made = done?.n ?? 0;
  const failed = batch.total - made;
  await deps.events.publish(batch.userId, "batch.completed", {
    batch: { id: batch.id, status: batch.status, items: batch.total, succeeded: made, failed },
  });
  if (batch.total <= BATCH_EMAIL_THRESHOLD) return;
  const user = await workspaceContact(db, batch.userId);
  if (!user) return;
  const link = `${deps.config.appUrl}${PATHS.batches}?batch=${batch.id}`;
  try {
    await deps.mail.send(batchDoneEmail({ to: user.email, locale: user.locale }, { made, total: batch.total, link }));
  } catch (err) {
    // The batch is done either way; a lost notice must not fail the item that finished it.
    deps.logger.error({ err, batchId: batch.id }, "batch finished email could not be sent");
  }
}
