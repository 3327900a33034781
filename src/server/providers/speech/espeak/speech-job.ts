import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { EspeakEngine } from "./espeak-engine";
import { espeakVoiceArgs } from "./espeak-voices";
import { toJapaneseReading } from "./text/japanese-reading";
import { applyPronunciations, type PronunciationRule } from "../apply-pronunciations";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { joinPcm } from "../../../audio/mp3/join-pcm";
import { resamplePcm16 } from "../../../audio/mp3/resample";
import { scriptParagraphs, PARAGRAPH_PAUSE_SECONDS } from "../paragraphs";
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

/**
 * The script's sentences as shown in captions, and beside each the text espeak reads for it:
 * the seller's pronunciations applied (before numbers are spelled out, so "2-tlg" is still
 * whole), then normalised. A paragraph's last sentence is followed by a short pause.
 */
export async function prepareSpeechChunks(
  text: string,
  language: LanguageCode,
  pronunciations?: readonly PronunciationRule[],
): Promise<PreparedSpeech> {
  const prepared: PreparedSpeech = { shown: [], spoken: [], pauseAfter: [] };
  for (const paragraph of scriptParagraphs(text)) {
    for (const sentence of captionSentences(paragraph, CHUNK_CHARS)) {
      const spoken = (
        await prepareSpeechText(applyPronunciations(sentence, pronunciations, language), language)
      ).trim();
      if (!spoken) continue;
      prepared.shown.push(sentence);
      prepared.spoken.push(spoken);
      prepared.pauseAfter.push(false);
    }
    if (prepared.pauseAfter.length > 0) prepared.pauseAfter[prepared.pauseAfter.length - 1] = true;
  }
  // No pause after the last paragraph: silence at the end is trimmed anyway.
  if (prepared.pauseAfter.length > 0) prepared.pauseAfter[prepared.pauseAfter.length - 1] = false;
  return prepared;
}

/**
 * Chunks → one PCM part at the MP3 rate, with the number of samples each chunk added (where
 * the next one starts), a paragraph's pause counted with the chunk before it. Encoding waits
 * for mastering, which needs the whole script (master-audio.ts).
 */
export async function renderSpeechChunks(
  engine: EspeakEngine,
  request: Omit<RenderRequest, "jobId">,
  hooks: { isCancelled: () => boolean; onChunk: () => void },
): Promise<RenderedPart> {
  const voiceArgs = espeakVoiceArgs(request.language, request.voice, request.speed);
  const pieces: Int16Array[] = [];
  const samples: number[] = [];
  const pause = Math.round(PARAGRAPH_PAUSE_SECONDS * MP3_SAMPLE_RATE);
  for (const [index, chunk] of request.chunks.entries()) {
    if (hooks.isCancelled()) throw new JobCancelledError();
    const pcm = await engine.synthesize(chunk, voiceArgs);
    const resampled = resamplePcm16(pcm.samples, pcm.sampleRate, MP3_SAMPLE_RATE);
    pieces.push(resampled);
    let count = resampled.length;
    if (request.pauseAfter[index]) {
      pieces.push(new Int16Array(pause));
      count += pause;
    }
    samples.push(count);
    hooks.onChunk();
  }
  return { pcm: joinPcm(pieces), samples };
}
