import { and, eq, inArray } from "drizzle-orm";
import type { BulkPublishResult } from "../../../shared/publish/bulk-publish-schemas";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import { publishAudio, type PublishDeps } from "./publish.service";

/**
 * Publishes many of the seller's audios (My Audios' selection, "Publish all" of a batch). Ids that
 * are not the seller's are skipped without a word (404-safe); each owned one goes through the same
 * idempotent publish as the single switch, so its public id is kept or drawn once.
 */
export async function publishMany(
  deps: PublishDeps,
  userId: string,
  ids: readonly string[],
): Promise<BulkPublishResult> {
  const owned = await ownedIds(deps, userId, ids);
  const done: string[] = [];
  const failed: string[] = [];
  for (const id of owned) {
    try {
      await publishAudio(deps, userId, id);
      done.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "file_missing") throw error;
      failed.push(id);
    }
  }
  return { published: true, ids: done, failed };
}

/** Takes many of the seller's audios off every public address at once; others' ids are skipped. */
export async function unpublishMany(
  deps: PublishDeps,
  userId: string,
  ids: readonly string[],
): Promise<BulkPublishResult> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return { published: false, ids: [], failed: [] };
  await deps.db
    .update(audioPublications)
    .set({ published: false, unpublishedAt: new Date() })
    .where(
      and(
        inArray(audioPublications.audioId, valid),
        eq(audioPublications.userId, userId),
        eq(audioPublications.published, true),
      ),
    );
  // Every owned id is now unpublished, whether it was published before or never was.
  return { published: false, ids: await ownedIds(deps, userId, valid), failed: [] };
}

async function ownedIds(deps: PublishDeps, userId: string, ids: readonly string[]): Promise<string[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await deps.db
    .select({ id: generatedAudios.id })
    .from(generatedAudios)
    .where(and(inArray(generatedAudios.id, valid), eq(generatedAudios.userId, userId)));
  const found = new Set(rows.map((row) => row.id));
  return valid.filter((id) => found.has(id));
}
