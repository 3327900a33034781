import { fileTypeFromBuffer } from "file-type";
import type { CategoryAudioExtension } from "../../../shared/catalog/categories";

export type SniffedAudio = { extension: CategoryAudioExtension; contentType: string };

/**
 * What file-type reports for each accepted format, mapped to the extension we store under
 * (spec: mp3, wav, m4a, flac, ogg) and the Content-Type browsers play it with. Ogg variants
 * (Opus, FLAC-in-Ogg, Speex) are all stored as .ogg. MP4 files with a video brand are refused:
 * only the M4A brand says "audio only".
 */
const ACCEPTED: Record<string, SniffedAudio> = {
  mp3: { extension: "mp3", contentType: "audio/mpeg" },
  wav: { extension: "wav", contentType: "audio/wav" },
  m4a: { extension: "m4a", contentType: "audio/mp4" },
  flac: { extension: "flac", contentType: "audio/flac" },
  ogg: { extension: "ogg", contentType: "audio/ogg" },
  oga: { extension: "ogg", contentType: "audio/ogg" },
  opus: { extension: "ogg", contentType: "audio/ogg" },
  spx: { extension: "ogg", contentType: "audio/ogg" },
};

/** Identifies an accepted audio format from the bytes themselves; null for anything else. */
export async function sniffAudio(bytes: Uint8Array): Promise<SniffedAudio | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && ACCEPTED[detected.ext]) ?? null;
}
