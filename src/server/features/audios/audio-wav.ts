import { notFound } from "../../http/errors";
import { decodeMp3 } from "../../providers/speech/mp3/mp3-decode";
import { encodeWav } from "../../providers/speech/mp3/wav-writer";
import type { StorageProvider } from "../../providers/storage/storage-provider";

/** The stored MP3 as 16-bit mono WAV (the library's WAV download). */
export async function audioAsWav(storage: StorageProvider, key: string): Promise<Uint8Array> {
  const stream = await storage.read(key);
  if (!stream) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const { samples, sampleRate } = await decodeMp3(new Uint8Array(Buffer.concat(chunks)));
  return encodeWav(samples, sampleRate);
}
