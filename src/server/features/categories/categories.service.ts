import { readCappedStream } from "../../lib/read-capped-stream";
import { asc, eq, sql } from "drizzle-orm";
import {
  CATEGORIES,
  CATEGORY_AUDIO_EXTENSIONS,
  CATEGORY_AUDIO_MAX_BYTES,
  CATEGORY_COUNT,
} from "../../../shared/catalog/categories";
import type { CategorySummary } from "../../../shared/categories/category-schemas";
import type { Database } from "../../db/database";
import { categoryAudios } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { sniffAudio } from "./audio-sniff";
import { CATEGORY_UPLOAD_MESSAGES } from "../../../shared/catalog/category-audio-messages";

export const CATEGORY_AUDIO_PREFIX = "category-audios";
export const UNSUPPORTED_AUDIO_MESSAGE = CATEGORY_UPLOAD_MESSAGES.unsupported;
export const AUDIO_TOO_LARGE_MESSAGE = "File size must be less than 10MB";
export const UNKNOWN_CATEGORY_MESSAGE = CATEGORY_UPLOAD_MESSAGES.unknownCategory;

type CategoryDeps = { db: Database; storage: StorageProvider };
type CategoryAudioRow = typeof categoryAudios.$inferSelect;

export const categoryAudioKey = (index: number, extension: string) =>
  `${CATEGORY_AUDIO_PREFIX}/category-${index}.${extension}`;

/** Changes whenever the audio is replaced; part of the URL and of the ETag. */
export const audioVersion = (row: Pick<CategoryAudioRow, "updatedAt">) => row.updatedAt.getTime().toString(36);

/** The category index of a path segment, or 404 for anything but 0..7. */
export function parseCategoryIndex(raw: string): number {
  if (!/^\d{1,2}$/.test(raw) || Number(raw) >= CATEGORY_COUNT) throw notFound(UNKNOWN_CATEGORY_MESSAGE);
  return Number(raw);
}

function summarize(index: number, row: CategoryAudioRow | undefined): CategorySummary {
  return {
    index,
    title: CATEGORIES[index]?.title ?? "",
    hasAudio: Boolean(row),
    url: row ? `/api/categories/${index}/audio?v=${audioVersion(row)}` : null,
    contentType: row?.contentType ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listCategories(db: Database): Promise<CategorySummary[]> {
  const rows = await db.select().from(categoryAudios).orderBy(asc(categoryAudios.categoryIndex));
  const byIndex = new Map(rows.map((row) => [row.categoryIndex, row]));
  return CATEGORIES.map((_, index) => summarize(index, byIndex.get(index)));
}

export async function getCategoryAudio(db: Database, index: number): Promise<CategoryAudioRow | null> {
  const [row] = await db.select().from(categoryAudios).where(eq(categoryAudios.categoryIndex, index));
  return row ?? null;
}

/**
 * Reads an upload into memory, refusing it (413) as soon as it passes the limit: a declared
 * Content-Length over the limit is refused before a byte is read, and a body without one
 * (chunked) is cut off while streaming, so nothing oversized is ever held or stored.
 */
export async function readUploadCapped(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | undefined,
  maxBytes = CATEGORY_AUDIO_MAX_BYTES,
): Promise<Uint8Array> {
  if (declaredLength !== undefined && declaredLength > maxBytes)
    throw new AppError(413, AUDIO_TOO_LARGE_MESSAGE, "too_large");
  if (!body) throw new AppError(415, UNSUPPORTED_AUDIO_MESSAGE, "unsupported_media_type");
  return readCappedStream(body, maxBytes, () => new AppError(413, AUDIO_TOO_LARGE_MESSAGE, "too_large"));
}

/**
 * Stores an example audio for a category: sniffs the bytes (415 unless mp3/wav/m4a/flac/ogg),
 * writes category-audios/category-{index}.{ext}, points the row at it, then removes the file
 * under every other extension. The row moves before the old file goes, so a card never links
 * to a missing file. `generated` marks examples the server synthesized itself: the speech
 * feature's ensureCategoryExamples(deps) calls this with generated: true.
 */
export async function storeCategoryAudio(
  deps: CategoryDeps,
  index: number,
  bytes: Uint8Array,
  options: { generated?: boolean } = {},
): Promise<CategorySummary> {
  if (bytes.byteLength > CATEGORY_AUDIO_MAX_BYTES) throw new AppError(413, AUDIO_TOO_LARGE_MESSAGE, "too_large");
  const sniffed = await sniffAudio(bytes);
  if (!sniffed) throw new AppError(415, UNSUPPORTED_AUDIO_MESSAGE, "unsupported_media_type");
  const key = categoryAudioKey(index, sniffed.extension);
  await deps.storage.put(key, bytes, sniffed.contentType);
  const values = {
    storageKey: key,
    extension: sniffed.extension,
    contentType: sniffed.contentType,
    sizeBytes: bytes.byteLength,
    generated: options.generated ?? false,
    updatedAt: sql`now()`,
  };
  const [row] = await deps.db
    .insert(categoryAudios)
    .values({ categoryIndex: index, ...values })
    .onConflictDoUpdate({ target: categoryAudios.categoryIndex, set: values })
    .returning();
  await removeFiles(deps.storage, index, sniffed.extension);
  return summarize(index, row);
}

/** Removes a category's example (row and every extension's file); false when it had none. */
export async function removeCategoryAudio(deps: CategoryDeps, index: number): Promise<boolean> {
  const deleted = await deps.db
    .delete(categoryAudios)
    .where(eq(categoryAudios.categoryIndex, index))
    .returning({ key: categoryAudios.storageKey });
  await removeFiles(deps.storage, index);
  return deleted.length > 0;
}

async function removeFiles(storage: StorageProvider, index: number, keep?: string): Promise<void> {
  await Promise.all(
    CATEGORY_AUDIO_EXTENSIONS.filter((ext) => ext !== keep).map((ext) => storage.delete(categoryAudioKey(index, ext))),
  );
}
