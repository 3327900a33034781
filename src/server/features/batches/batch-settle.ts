import { and, eq, exists, inArray, notExists, notInArray, sql } from "drizzle-orm";
import {
  REVIEWABLE_ITEM_STATUSES,
  SETTLED_ITEM_STATUSES,
  WORKING_ITEM_STATUSES,
} from "../../../shared/batches/batch-statuses";
import { batches, batchItems } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { onBatchFinished } from "./batch-finished";
import { publishMadeAudios } from "./batch-publish";

/**
 * After an item moves: a running batch whose items have all settled becomes `done` (exactly once,
 * by a conditional update, however many workers settle items together) and `onBatchFinished`
 * runs; a review batch whose scripts are all written, or any batch with items held for their
 * claims (`needs_review`, issue 24), waits in `review` for the seller's edits and "Speak all". In a "publish all"
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
        notExists(
          db
            .select({ one: sql`1` })
            .from(batchItems)
            .where(and(eq(batchItems.batchId, batchId), notInArray(batchItems.status, [...SETTLED_ITEM_STATUSES]))),
        ),
      ),
    )
    .returning();
  if (finished) {
    await onBatchFinished(deps, finished);
    return;
  }
  // Only with an item waiting for the seller. Without that condition two items settling together
  // could park a finished batch in review: the first update above ran while the other item was
  // still speaking, and this one after it had finished.
  await db
    .update(batches)
    .set({ status: "review" })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, "running"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(batchItems)
            .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, [...WORKING_ITEM_STATUSES]))),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(batchItems)
            .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, [...REVIEWABLE_ITEM_STATUSES]))),
        ),
      ),
    );
}
