import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { EspeakEngine } from "./espeak-engine";
import { espeakVoiceArgs } from "./espeak-voices";
import { toJapaneseReading } from "./text/japanese-reading";
import { applyPronunciations, type PronunciationRule } from "../apply-pronunciations";
import { MP3_SAMPLE_RATE } from "../../../audio/mp3/mp3-encoder";
import { joinPcm } from "../../../audio/mp3/join-pcm";
import { resamplePcm16 } from "../../../audio/mp3/resample";
import { PARAGRAPH_PAUSE_SECONDS } from "../paragraphs";
import type { RenderedPart } from "../speech-cues";
import { assemblePreparedSpeech, planSpeechSentences } from "./speech-plan";
import { normalizeForSpeech } from "./text/text-normalize";
import type { PreparedSpeech, RenderRequest } from "./worker-protocol";

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
 * The text espeak reads for each sentence: the seller's pronunciations applied (before numbers
 * are spelled out, so "2-tlg" is still whole), then normalised; "" for a sentence with nothing
 * to say. Runs in the worker (the Japanese reading loads a dictionary), a few sentences a step.
 */
export async function speakableSentences(
  sentences: readonly string[],
  language: LanguageCode,
  pronunciations?: readonly PronunciationRule[],
): Promise<string[]> {
  const spoken: string[] = [];
  for (const sentence of sentences) {
    spoken.push((await prepareSpeechText(applyPronunciations(sentence, pronunciations, language), language)).trim());
  }
  return spoken;
}

/** The script's sentences as shown in captions, beside each the text espeak reads for it (all in one go). */
export async function prepareSpeechChunks(
  text: string,
  language: LanguageCode,
  pronunciations?: readonly PronunciationRule[],
): Promise<PreparedSpeech> {
  const plan = planSpeechSentences(text);
  const spoken = await speakableSentences(
    plan.map((sentence) => sentence.shown),
    language,
    pronunciations,
  );
  return assemblePreparedSpeech(plan, spoken);
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
