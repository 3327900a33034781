import { PassThrough, type Readable } from "node:stream";
import { audioFileStem } from "../../../shared/audios/audio-file-name";
import { and, eq, inArray } from "drizzle-orm";
import { ZipFile } from "yazl";
import { audioPublications, generatedAudios, type batches, type batchItems } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { embedSnippet, publishedLinks } from "../publish/publish-links";
import { csvLine } from "./manifest-csv";

type Batch = typeof batches.$inferSelect;
type Item = typeof batchItems.$inferSelect;

const MANIFEST_HEADER = [
  "row",
  "product_link",
  "title",
  "status",
  "error",
  "file",
  "audio_link",
  "share_link",
  "embed_code",
  "public_mp3_url",
] as const;

/**
 * The batch's ZIP, streamed: every made MP3 (read from storage one at a time) and manifest.csv,
 * one line per input row with its title, file, audio link and, for published audios ("Publish
 * all"), the share link, embed code and public MP3 URL. Stored, not deflated: MP3 does not compress.
 */
export async function batchArchive(
  deps: Pick<AppDeps, "database" | "storage" | "config" | "logger">,
  batch: Batch,
  items: readonly Item[],
): Promise<Readable> {
  const audioIds = items.flatMap((item) => (item.status === "done" && item.audioId ? [item.audioId] : []));
  const audios = audioIds.length
    ? await deps.database.db
        .select({
          id: generatedAudios.id,
          title: generatedAudios.title,
          storageKey: generatedAudios.storageKey,
          publicId: audioPublications.publicId,
          published: audioPublications.published,
        })
        .from(generatedAudios)
        .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
        .where(and(inArray(generatedAudios.id, audioIds), eq(generatedAudios.userId, batch.userId)))
    : [];
  const byId = new Map(audios.map((audio) => [audio.id, audio]));
  const zip = new ZipFile();
  const lines = [csvLine(MANIFEST_HEADER)];
  const used = new Set<string>();
  const files: Array<{ key: string; name: string }> = [];
  for (const item of items) {
    const audio = item.audioId ? byId.get(item.audioId) : undefined;
    const name = audio ? uniqueName(used, item.position, audio.title) : "";
    if (audio) files.push({ key: audio.storageKey, name });
    const links = audio?.published && audio.publicId ? publishedLinks(deps.config.appUrl, audio.publicId) : undefined;
    lines.push(
      csvLine([
        String(item.position),
        item.productLink ?? "",
        audio?.title ?? item.title ?? "",
        item.status,
        item.status === "failed" || item.status === "needs_review" ? (item.error ?? "") : "",
        name,
        audio ? `${deps.config.appUrl}/api/audios/${audio.id}/file` : "",
        links?.shareUrl ?? "",
        links && audio ? embedSnippet(links.embedUrl, audio.title) : "",
        links?.audioUrl ?? "",
      ]),
    );
  }
  // The BOM lets Excel open the manifest as UTF-8.
  zip.addBuffer(Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"), "manifest.csv", { compress: true });
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  void (async () => {
    for (const file of files) {
      const stream = await deps.storage.read(file.key).catch(() => null);
      if (!stream) {
        deps.logger.warn({ batchId: batch.id, key: file.key }, "archive: audio file missing");
        continue;
      }
      const bytes = await streamToBuffer(stream);
      zip.addBuffer(bytes, file.name, { compress: false });
    }
    zip.end();
  })().catch((err: unknown) => {
    deps.logger.error({ err, batchId: batch.id }, "archive failed");
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

function uniqueName(used: Set<string>, position: number, title: string): string {
  const slug = audioFileStem(title);
  let name = `${String(position).padStart(4, "0")}-${slug}.mp3`;
  for (let n = 2; used.has(name); n += 1) name = `${String(position).padStart(4, "0")}-${slug}-${n}.mp3`;
  used.add(name);
  return name;
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
