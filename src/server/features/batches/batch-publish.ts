import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { audioPublications, batches, batchItems } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { publishMany } from "../publish/bulk-publish.service";
import type { PublishDeps } from "../publish/publish.service";
import { ownedBatch } from "./batches.service";

type Deps = Pick<AppDeps, "database" | "storage" | "config" | "logger">;

function publishDeps(deps: Deps): PublishDeps {
  return { db: deps.database.db, storage: deps.storage, appUrl: deps.config.appUrl };
}

/**
 * "Publish all" (issue 23): the batch is marked, so every audio it makes from now on is published
 * as it is made, and every audio it has made so far is published now (also one the seller had
 * unpublished: the button says all). Owner only (404 for anyone else); repeating it changes nothing.
 */
export async function publishAllOfBatch(deps: Deps, userId: string, batchId: string) {
  await ownedBatch(deps, userId, batchId);
  await deps.database.db.update(batches).set({ publish: true }).where(eq(batches.id, batchId));
  const made = await deps.database.db
    .select({ audioId: batchItems.audioId })
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, "done"), isNotNull(batchItems.audioId)));
  const ids = made.flatMap((row) => (row.audioId ? [row.audioId] : []));
  return publishMany(publishDeps(deps), userId, ids);
}

/**
 * Called whenever an item of a batch settles: in a "publish all" batch, each made audio that was
 * never published is published now, so it goes live as it is made. One indexed query when there is
 * nothing to do; an audio the seller unpublished by hand since is left alone (it has a row).
 */
export async function publishMadeAudios(deps: Deps, batchId: string): Promise<void> {
  const rows = await deps.database.db
    .select({ audioId: batchItems.audioId, userId: batchItems.userId })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .leftJoin(audioPublications, eq(audioPublications.audioId, batchItems.audioId))
    .where(
      and(
        eq(batchItems.batchId, batchId),
        eq(batches.publish, true),
        eq(batchItems.status, "done"),
        isNotNull(batchItems.audioId),
        isNull(audioPublications.audioId),
      ),
    );
  const [first] = rows;
  if (!first) return;
  const ids = rows.flatMap((row) => (row.audioId ? [row.audioId] : []));
  const result = await publishMany(publishDeps(deps), first.userId, ids);
  if (result.failed.length) deps.logger.warn({ batchId, failed: result.failed }, "publish all: audio file missing");
}
