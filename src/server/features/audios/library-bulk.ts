import { PassThrough, type Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { ZipFile } from "yazl";
import { audioFileStem } from "../../../shared/audios/audio-file-name";
import type { Database } from "../../db/database";
import { generatedAudios } from "../../db/schema/index";
import type { Logger } from "../../logger";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { releaseLogos } from "../logos/logos.service";

type BulkDeps = { db: Database; storage: StorageProvider; logger: Logger };

/** The seller's own audios among `ids`; anyone else's id is left out without a word (404-safe). */
async function ownedAudios(db: Database, userId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return db
    .select({ id: generatedAudios.id, title: generatedAudios.title, storageKey: generatedAudios.storageKey })
    .from(generatedAudios)
    .where(and(inArray(generatedAudios.id, unique), eq(generatedAudios.userId, userId)));
}

/** Deletes many of the seller's audios in one statement; files go after, a failure only logged. */
export async function deleteMany(deps: BulkDeps, userId: string, ids: readonly string[]): Promise<string[]> {
  const owned = await ownedAudios(deps.db, userId, ids);
  if (owned.length === 0) return [];
  const deleted = await deps.db
    .delete(generatedAudios)
    .where(
      and(
        inArray(
          generatedAudios.id,
          owned.map((a) => a.id),
        ),
        eq(generatedAudios.userId, userId),
      ),
    )
    .returning({ id: generatedAudios.id, storageKey: generatedAudios.storageKey, logoId: generatedAudios.logoId });
  for (const row of deleted) {
    await deps.storage
      .delete(row.storageKey)
      .catch((err: unknown) => deps.logger.error({ err, key: row.storageKey }, "could not remove audio file"));
  }
  // Their own logos too, unless something else still holds them (decision 134).
  await releaseLogos(
    deps,
    deleted.map((row) => row.logoId),
  );
  return deleted.map((row) => row.id);
}

/**
 * A ZIP of the selected MP3s, streamed: one file read from storage at a time, stored (MP3 does
 * not compress), each named after its audio's title, numbered apart when two titles match.
 * Null when none of the ids is the seller's.
 */
export async function archiveMany(deps: BulkDeps, userId: string, ids: readonly string[]): Promise<Readable | null> {
  const owned = await ownedAudios(deps.db, userId, ids);
  if (owned.length === 0) return null;
  const order = new Map(ids.map((id, i) => [id, i]));
  owned.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const used = new Set<string>();
  void (async () => {
    for (const audio of owned) {
      const stream = await deps.storage.read(audio.storageKey).catch(() => null);
      if (!stream) {
        deps.logger.warn({ audioId: audio.id, key: audio.storageKey }, "library archive: audio file missing");
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      zip.addBuffer(Buffer.concat(chunks), uniqueName(used, audio.title), { compress: false });
    }
    zip.end();
  })().catch((err: unknown) => {
    deps.logger.error({ err }, "library archive failed");
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

function uniqueName(used: Set<string>, title: string): string {
  const stem = audioFileStem(title);
  let name = `${stem}.mp3`;
  for (let n = 2; used.has(name); n += 1) name = `${stem}-${n}.mp3`;
  used.add(name);
  return name;
}
