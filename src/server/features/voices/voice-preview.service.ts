import type { LanguageCode } from "../../../shared/catalog/languages";
import { previewSentence } from "../../../shared/catalog/preview-sentences";
import type { VoiceId } from "../../../shared/catalog/voices";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";

export type VoicePreviewDeps = { speech: SpeechProvider; storage: StorageProvider };

const inFlight = new Map<string, Promise<string>>();

/** Bumped when every engine's output changes: v2 is mastered to −16 LUFS (decision 035). */
const PREVIEW_VERSION = "v2";

export function previewKey(provider: string, language: LanguageCode, voice: VoiceId): string {
  return `voice-previews/${PREVIEW_VERSION}/${provider.replace(/[^\w-]/g, "")}/${language}-${voice}.mp3`;
}

/**
 * The storage key of the preview MP3 for this language and voice, rendering it once
 * per provider (concurrent first requests share one synthesis) and caching it in storage.
 */
export async function ensureVoicePreview(
  deps: VoicePreviewDeps,
  language: LanguageCode,
  voice: VoiceId,
): Promise<string> {
  const key = previewKey(deps.speech.name, language, voice);
  if (await deps.storage.stat(key)) return key;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const { audio: mp3 } = await deps.speech.synthesize({ text: previewSentence(language), language, voice });
      await deps.storage.put(key, mp3, "audio/mpeg");
      return key;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
