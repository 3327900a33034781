import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { audioCaptions, type CaptionCue } from "../../db/schema/index";
import { mp3Duration } from "../../audio/mp3/mp3-frames";
import { captionSentences, spreadCues } from "../../providers/speech/speech-cues";
import type { StorageProvider } from "../../providers/storage/storage-provider";

export type Captions = { durationMs: number; cues: CaptionCue[] };

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * An audio's captions; for one made before captions were kept (no row), they are made once from
 * its file: its measured length shared among the script's sentences by their length, marked
 * "estimated". Undefined if the file is gone.
 */
export async function ensureCaptions(
  deps: { db: Database; storage: StorageProvider },
  audio: { id: string; storageKey: string; scriptContent: string },
): Promise<Captions | undefined> {
  const [row] = await deps.db.select().from(audioCaptions).where(eq(audioCaptions.audioId, audio.id));
  if (row) return { durationMs: row.durationMs, cues: row.cues };
  const stream = await deps.storage.read(audio.storageKey);
  if (!stream) return undefined;
  const seconds = mp3Duration(await readAll(stream));
  const estimated = {
    audioId: audio.id,
    durationMs: Math.round(seconds * 1000),
    cues: spreadCues(captionSentences(audio.scriptContent), 0, seconds),
    timing: "estimated" as const,
  };
  await deps.db.insert(audioCaptions).values(estimated).onConflictDoNothing();
  return { durationMs: estimated.durationMs, cues: estimated.cues };
}
