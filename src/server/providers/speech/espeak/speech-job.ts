import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { EspeakEngine } from "./espeak-engine";
import { espeakVoiceArgs } from "./espeak-voices";
import { toJapaneseReading } from "./text/japanese-reading";
import { createMp3Encoder, MP3_SAMPLE_RATE } from "../mp3/mp3-encoder";
import { resamplePcm16 } from "../mp3/resample";
import { chunkText } from "../sentence-split";
import { normalizeForSpeech } from "./text/text-normalize";
import type { RenderRequest } from "./worker-protocol";

/**
 * espeak-ng chunk size: a few sentences. Each call re-initialises espeak (~4 ms), while
 * small chunks let two workers share a script evenly, move the progress bar, and let a
 * cancel land within ~50 ms.
 */
const CHUNK_CHARS = 250;

export class JobCancelledError extends Error {
  constructor() {
    super("Speech job cancelled");
    this.name = "AbortError";
  }
}

/** What the embedded engine actually reads: words for numbers and units, kana for Japanese. */
export async function prepareSpeechText(text: string, language: LanguageCode): Promise<string> {
  const normalized = normalizeForSpeech(text, language);
  return language === "ja" ? toJapaneseReading(normalized) : normalized;
}

export async function prepareSpeechChunks(text: string, language: LanguageCode): Promise<string[]> {
  return chunkText(await prepareSpeechText(text, language), CHUNK_CHARS);
}

/** Chunks → one MP3 part, streaming PCM through a single encoder so the part is gapless. */
export async function renderSpeechChunks(
  engine: EspeakEngine,
  request: Omit<RenderRequest, "jobId">,
  hooks: { isCancelled: () => boolean; onChunk: () => void },
): Promise<Uint8Array> {
  const voiceArgs = espeakVoiceArgs(request.language, request.voice, request.speed);
  const encoder = await createMp3Encoder();
  try {
    for (const chunk of request.chunks) {
      if (hooks.isCancelled()) throw new JobCancelledError();
      const pcm = await engine.synthesize(chunk, voiceArgs);
      encoder.encode(resamplePcm16(pcm.samples, pcm.sampleRate, MP3_SAMPLE_RATE));
      hooks.onChunk();
    }
    return encoder.finish();
  } finally {
    // The WASM encoder holds memory on its own heap: free it on cancel or failure too.
    encoder.release();
  }
}
