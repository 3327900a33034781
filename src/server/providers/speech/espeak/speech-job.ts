import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { EspeakEngine } from "./espeak-engine";
import { espeakVoiceArgs } from "./espeak-voices";
import { toJapaneseReading } from "./text/japanese-reading";
import { createMp3Encoder, MP3_SAMPLE_RATE } from "../mp3/mp3-encoder";
import { resamplePcm16 } from "../mp3/resample";
import { captionSentences, type RenderedPart } from "../speech-cues";
import { normalizeForSpeech } from "./text/text-normalize";
import type { PreparedSpeech, RenderRequest } from "./worker-protocol";

/**
 * espeak-ng renders one sentence (at most 250 characters) per call. Each call re-initialises
 * espeak (~4 ms), while sentence chunks let two workers share a script evenly, move the
 * progress bar, let a cancel land within ~50 ms, and tell exactly where each sentence starts
 * in the output: the samples before it (the captions, speech-cues.ts).
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

/** The script's sentences as shown in captions, and beside each the text espeak reads for it. */
export async function prepareSpeechChunks(text: string, language: LanguageCode): Promise<PreparedSpeech> {
  const prepared: PreparedSpeech = { shown: [], spoken: [] };
  for (const sentence of captionSentences(text, CHUNK_CHARS)) {
    const spoken = (await prepareSpeechText(sentence, language)).trim();
    if (!spoken) continue;
    prepared.shown.push(sentence);
    prepared.spoken.push(spoken);
  }
  return prepared;
}

/**
 * Chunks → one MP3 part, streaming PCM through a single encoder so the part is gapless, with
 * the number of samples each chunk added (where the next one starts).
 */
export async function renderSpeechChunks(
  engine: EspeakEngine,
  request: Omit<RenderRequest, "jobId">,
  hooks: { isCancelled: () => boolean; onChunk: () => void },
): Promise<RenderedPart> {
  const voiceArgs = espeakVoiceArgs(request.language, request.voice, request.speed);
  const encoder = await createMp3Encoder();
  const samples: number[] = [];
  try {
    for (const chunk of request.chunks) {
      if (hooks.isCancelled()) throw new JobCancelledError();
      const pcm = await engine.synthesize(chunk, voiceArgs);
      const resampled = resamplePcm16(pcm.samples, pcm.sampleRate, MP3_SAMPLE_RATE);
      encoder.encode(resampled);
      samples.push(resampled.length);
      hooks.onChunk();
    }
    return { mp3: encoder.finish(), samples };
  } finally {
    // The WASM encoder holds memory on its own heap: free it on cancel or failure too.
    encoder.release();
  }
}
