import { scriptParagraphs } from "../paragraphs";
import { captionSentences } from "../speech-cues";
import type { PreparedSpeech } from "./worker-protocol";

/**
 * espeak-ng renders one sentence (at most 250 characters) per call. Each call re-initialises
 * espeak (~4 ms), while sentence chunks are the steps the pool shares between sellers
 * (decision 103), move the progress bar, let a cancel land between sentences, and tell exactly
 * where each sentence starts in the output: the samples before it (the captions, speech-cues.ts).
 */
export const CHUNK_CHARS = 250;

/** A sentence of the script as captions show it, and whether its paragraph ends after it. */
export type PlannedSentence = { shown: string; paragraphEnd: boolean };

/** The script cut into caption sentences (pure and quick: the pool does it on the main thread). */
export function planSpeechSentences(text: string): PlannedSentence[] {
  return scriptParagraphs(text).flatMap((paragraph) => {
    const sentences = captionSentences(paragraph, CHUNK_CHARS);
    return sentences.map((shown, index) => ({ shown, paragraphEnd: index === sentences.length - 1 }));
  });
}

/**
 * The sentences with something to say, as shown and as read; a paragraph's last one is followed
 * by a short pause, except the script's last (silence at the end is trimmed anyway).
 */
export function assemblePreparedSpeech(plan: readonly PlannedSentence[], spoken: readonly string[]): PreparedSpeech {
  const prepared: PreparedSpeech = { shown: [], spoken: [], pauseAfter: [] };
  plan.forEach((sentence, index) => {
    const text = spoken[index] ?? "";
    if (text) {
      prepared.shown.push(sentence.shown);
      prepared.spoken.push(text);
      prepared.pauseAfter.push(false);
    }
    if (sentence.paragraphEnd && prepared.pauseAfter.length > 0) {
      prepared.pauseAfter[prepared.pauseAfter.length - 1] = true;
    }
  });
  if (prepared.pauseAfter.length > 0) prepared.pauseAfter[prepared.pauseAfter.length - 1] = false;
  return prepared;
}
