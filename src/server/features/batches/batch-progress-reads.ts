import { and, asc, eq, gt } from "drizzle-orm";
import { batches, batchItems } from "../../db/schema/index";
import type { Database } from "../../db/database";
import type { BatchProgressSource } from "./batch-progress-hub";
import { toBatchView } from "./batch-view";

type Batch = typeof batches.$inferSelect;
export type BatchItemRow = typeof batchItems.$inferSelect;

/**
 * The progress hub's reads (batch-progress-hub.ts): the batch row and its items, all of them or
 * only those the jobs changed since a time (every write to batch_items sets updated_at).
 */
export function batchProgressSource(db: Database): BatchProgressSource<BatchItemRow> {
  const batchRow = async (batchId: string) => {
    const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
    if (!batch) throw new Error(`batch ${batchId} is gone`);
    return batch;
  };
  return {
    readAll: async (batchId) => ({
      batch: await batchRow(batchId),
      items: await db
        .select()
        .from(batchItems)
        .where(eq(batchItems.batchId, batchId))
        .orderBy(asc(batchItems.position)),
    }),
    readChanged: async (batchId, since) => ({
      batch: await batchRow(batchId),
      items: await db
        .select()
        .from(batchItems)
        .where(and(eq(batchItems.batchId, batchId), gt(batchItems.updatedAt, since))),
    }),
    toView: (batch, items) => toBatchView(batch as Batch, items),
  };
}
