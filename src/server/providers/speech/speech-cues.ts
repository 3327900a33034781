import { chunkText, splitSentences } from "./sentence-split";
import type { SpeechCue } from "./speech-provider";

/**
 * Captions from the speech engines' own timing. A cue is one sentence of the script as the
 * seller wrote it (not the spelled-out text an engine reads), with the time its speech starts
 * in the MP3 and the time the next one starts.
 */

/** A caption line longer than this is cut at clause punctuation (as the engines cut their input). */
export const CAPTION_MAX_CHARS = 250;

/** The script's sentences as captions show them, long ones cut into pieces of at most `maxChars`. */
export function captionSentences(text: string, maxChars = CAPTION_MAX_CHARS): string[] {
  return splitSentences(text).flatMap((sentence) =>
    sentence.length > maxChars ? chunkText(sentence, maxChars) : [sentence],
  );
}

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Cues from the start time of each text (seconds, in order); each ends where the next starts,
 * the last at `total`. Times are clamped into [0, total] and never go backwards.
 */
export function cuesFromStarts(texts: readonly string[], starts: readonly number[], total: number): SpeechCue[] {
  const cues: SpeechCue[] = [];
  let previous = 0;
  texts.forEach((text, index) => {
    const start = Math.min(total, Math.max(previous, starts[index] ?? previous));
    const next = index + 1 < texts.length ? (starts[index + 1] ?? total) : total;
    const end = Math.min(total, Math.max(start, next));
    cues.push({ start: ms(start), end: ms(end), text });
    previous = start;
  });
  return cues.filter((cue) => cue.end > cue.start);
}

/** A part rendered by one worker: its PCM and the samples (at `sampleRate`) each of its sentences took. */
export type RenderedPart = { pcm: Int16Array; samples: number[] };

/**
 * Cues for the embedded engine, which renders sentence by sentence and counts the samples of
 * each: a sentence starts where the samples before it end. Parts rendered by different workers
 * follow each other in the joined PCM. Mastering then cut `trimmed` seconds from the start, so
 * every time moves that much earlier (clamped at 0).
 */
export function cuesFromRenderedParts(
  texts: readonly string[],
  parts: readonly RenderedPart[],
  sampleRate: number,
  total: number,
  trimmed = 0,
): SpeechCue[] {
  const starts: number[] = [];
  let offset = 0;
  for (const part of parts) {
    let samples = 0;
    for (const count of part.samples) {
      starts.push(Math.max(0, (offset + samples) / sampleRate - trimmed));
      samples += count;
    }
    offset += part.pcm.length;
  }
  return cuesFromStarts(texts, starts, total);
}

/**
 * Cues inside one synthesised part whose engine reports no timing of its own (the
 * OpenAI-compatible API): the part's measured length is shared among its sentences by their
 * length in characters. The part's own start and end are exact.
 */
export function spreadCues(texts: readonly string[], start: number, duration: number): SpeechCue[] {
  const weights = texts.map((text) => Math.max(1, [...text].length));
  const sum = weights.reduce((a, b) => a + b, 0);
  const starts: number[] = [];
  let at = start;
  for (const weight of weights) {
    starts.push(at);
    at += (duration * weight) / sum;
  }
  return cuesFromStarts(texts, starts, start + duration);
}
