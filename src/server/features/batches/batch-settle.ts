import { and, eq, sql } from "drizzle-orm";
import { batches, batchItems } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { onBatchFinished } from "./batch-finished";
import { publishMadeAudios } from "./batch-publish";

/**
 * After an item moves: a running batch whose items have all settled becomes `done` (exactly once,
 * by a conditional update, however many workers settle items together) and `onBatchFinished`
 * runs; a review batch whose scripts are all written waits for "Speak all". In a "publish all"
 * batch, each made audio is published first (batch-publish.ts).
 */
export async function settleBatch(deps: AppDeps, batchId: string): Promise<void> {
  const db = deps.database.db;
  // "Publish all": what this item made goes live before the batch can be reported finished.
  await publishMadeAudios(deps, batchId);
  const [finished] = await db
    .update(batches)
    .set({ status: "done", finishedAt: new Date() })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, "running"),
        sql`not exists (select 1 from ${batchItems} where ${batchItems.batchId} = ${batchId}
              and ${batchItems.status} not in ('done', 'failed', 'cancelled'))`,
      ),
    )
    .returning();
  if (finished) {
    await onBatchFinished(deps, finished);
    return;
  }
  await db
    .update(batches)
    .set({ status: "review" })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, "running"),
        eq(batches.review, true),
        sql`not exists (select 1 from ${batchItems} where ${batchItems.batchId} = ${batchId}
              and ${batchItems.status} in ('queued', 'fetching', 'writing', 'speaking'))`,
      ),
    );
}
