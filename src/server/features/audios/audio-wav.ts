import type { LanguageCode } from "../../../shared/catalog/languages";
import { notFound } from "../../http/errors";
import { aiMarkingXmp } from "../../audio/mp3/ai-marking";
import { markingTag } from "../../audio/mp3/id3-tag";
import { decodeMp3 } from "../../audio/mp3/mp3-decode";
import { encodeWav } from "../../audio/mp3/wav-writer";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { AI_VOICE_COMMENT } from "./mp3-tags";

/**
 * The stored MP3 as 16-bit mono WAV (the library's WAV download), marked as AI-generated like the
 * MP3: XMP in a `_PMX` chunk and the comment + XMP frame in an `id3 ` chunk (decision 060).
 */
export async function audioAsWav(
  storage: StorageProvider,
  key: string,
  language: LanguageCode = "en",
): Promise<Uint8Array> {
  const stream = await storage.read(key);
  if (!stream) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const { samples, sampleRate } = await decodeMp3(new Uint8Array(Buffer.concat(chunks)));
  const xmp = aiMarkingXmp(AI_VOICE_COMMENT);
  return encodeWav(samples, sampleRate, { xmp, id3: markingTag(language, AI_VOICE_COMMENT, xmp) });
}
