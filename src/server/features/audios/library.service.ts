import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { RenameAudioInput } from "../../../shared/audios/audio-schemas";
import type { Database } from "../../db/database";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import type { Logger } from "../../logger";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { releaseLogos } from "../logos/logos.service";
import { AUDIO_VIEW_COLUMNS, PUBLICATION_VIEW_COLUMNS, toAudioView } from "./audio-view";

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
  const gone = await deps.db
    .delete(generatedAudios)
    .where(eq(generatedAudios.id, row.id))
    .returning({ logoId: generatedAudios.logoId });
  // The row is the source of truth; a file left behind by a storage hiccup is only logged.
  await deps.storage
    .delete(row.storageKey)
    .catch((err: unknown) => deps.logger.error({ err, key: row.storageKey }, "could not remove audio file"));
  // Its own logo too, unless something else still holds it (decision 134).
  await releaseLogos(
    deps,
    gone.map((r) => r.logoId),
  );
}

/**
 * The seller's own name for an audio (issue 14, item 11). Only the owner may rename: anyone
 * else gets the 404 of a missing id. updated_at moves, so every process's cached library
 * JSON sees the new version at its next read (library-json.ts).
 */
export async function renameAudio(
  db: Database,
  userId: string,
  id: string,
  input: RenameAudioInput,
  appUrl = "",
): Promise<AudioView> {
  if (!isUuid(id)) throw notFound();
  const [renamed] = await db
    .update(generatedAudios)
    // clock_timestamp, not now(): a rename in the insert's own transaction would keep the version.
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.public_title !== undefined ? { publicTitle: input.public_title } : {}),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(generatedAudios.id, id), eq(generatedAudios.userId, userId)))
    .returning({ id: generatedAudios.id });
  if (!renamed) throw notFound();
  const [row] = await db
    .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS })
    .from(generatedAudios)
    .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
    .where(eq(generatedAudios.id, renamed.id));
  if (!row) throw notFound();
  return toAudioView(row, row, appUrl);
}

/** `%`, `_` and `\` are LIKE's own characters: a seller searching "100%" means the text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The seller's audios whose title, product name, description, link or script contains every
 * word of the search (case-insensitive), newest first. Searches are rarer than plain reads, so
 * they go to the database directly rather than through the cached list.
 */
export async function searchAudios(db: Database, userId: string, search: string, appUrl = ""): Promise<AudioView[]> {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  const fields = [
    generatedAudios.title,
    generatedAudios.productName,
    generatedAudios.description,
    generatedAudios.productLink,
    generatedAudios.scriptContent,
  ];
  const rows = await db
    .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS })
    .from(generatedAudios)
    .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
    .where(
      and(
        eq(generatedAudios.userId, userId),
        ...words.map((word) => or(...fields.map((field) => ilike(field, likePattern(word))))),
      ),
    )
    .orderBy(desc(generatedAudios.createdAt), asc(generatedAudios.id));
  return rows.map((row) => toAudioView(row, row, appUrl));
}

/**
 * One page of the seller's library, newest first, for cursor pagination (developer API). The
 * cursor is the last audio's id: the next page starts strictly after that row's (created_at, id),
 * compared in the database, so equal timestamps and sub-millisecond precision never skip or repeat.
 * An unknown cursor (another seller's id, a deleted audio) is refused rather than read as "start".
 */
export async function pageOfAudios(
  db: Database,
  userId: string,
  page: { limit: number; afterId?: string },
  appUrl = "",
): Promise<{ audios: AudioView[]; hasMore: boolean } | null> {
  let after: SQL | undefined;
  if (page.afterId !== undefined) {
    if (!isUuid(page.afterId)) return null;
    const [anchor] = await db
      .select({ id: generatedAudios.id })
      .from(generatedAudios)
      .where(and(eq(generatedAudios.id, page.afterId), eq(generatedAudios.userId, userId)));
    if (!anchor) return null;
    const anchorRow = sql`(select ${generatedAudios.createdAt}, ${generatedAudios.id} from ${generatedAudios} where ${generatedAudios.id} = ${page.afterId})`;
    after = sql`(${generatedAudios.createdAt}, ${generatedAudios.id}) < ${anchorRow}`;
  }
  const rows = await db
    .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS })
    .from(generatedAudios)
    .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
    .where(and(eq(generatedAudios.userId, userId), after))
    .orderBy(desc(generatedAudios.createdAt), desc(generatedAudios.id))
    .limit(page.limit + 1);
  return {
    audios: rows.slice(0, page.limit).map((row) => toAudioView(row, row, appUrl)),
    hasMore: rows.length > page.limit,
  };
}

/** One of the seller's audios as the API shows it (with its publication); 404 for anyone else's. */
export async function getAudioView(db: Database, userId: string, id: string, appUrl = ""): Promise<AudioView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ ...AUDIO_VIEW_COLUMNS, ...PUBLICATION_VIEW_COLUMNS })
    .from(generatedAudios)
    .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
    .where(and(eq(generatedAudios.id, id), eq(generatedAudios.userId, userId)));
  if (!row) throw notFound();
  return toAudioView(row, row, appUrl);
}
