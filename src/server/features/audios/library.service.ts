import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { generatedAudios } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import type { Logger } from "../../logger";
import type { StorageProvider } from "../../providers/storage/storage-provider";

/** The audio row if it belongs to this user; anyone else gets the same 404 as a missing id. */
export async function getOwnedAudio(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(generatedAudios)
    .where(and(eq(generatedAudios.id, id), eq(generatedAudios.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function deleteAudio(
  deps: { db: Database; storage: StorageProvider; logger: Logger },
  userId: string,
  id: string,
) {
  const row = await getOwnedAudio(deps.db, userId, id);
  await deps.db.delete(generatedAudios).where(eq(generatedAudios.id, row.id));
  // The row is the source of truth; a file left behind by a storage hiccup is only logged.
  await deps.storage
    .delete(row.storageKey)
    .catch((err: unknown) => deps.logger.error({ err, key: row.storageKey }, "could not remove audio file"));
}
