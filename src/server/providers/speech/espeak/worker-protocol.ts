import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { VoiceId } from "../../../../shared/catalog/voices";
import type { RenderedPart } from "../speech-cues";

/** Messages between the speech worker pool (main thread) and speech-worker.ts. */

export type RenderRequest = {
  /** The job's id, for cancellation: several workers may render parts of one job. */
  jobId: number;
  chunks: string[];
  language: LanguageCode;
  voice: VoiceId;
  speed: number;
};

/** A script cut into sentences: as captions show them, and as espeak reads them (same length). */
export type PreparedSpeech = { shown: string[]; spoken: string[] };

export type WorkerRequest =
  | { type: "warm-up" }
  /** Cuts the script into sentences, then normalises each (and reads Japanese as kana). */
  | { type: "prepare"; text: string; language: LanguageCode }
  /** Synthesizes and encodes chunks into one MP3 part (a RenderedPart: the MP3 and each chunk's samples). */
  | ({ type: "render" } & RenderRequest);

export type ToWorker = WorkerRequest & { requestId: number };

export type FromWorker =
  | { type: "progress"; requestId: number }
  | { type: "result"; requestId: number; value: undefined | PreparedSpeech | RenderedPart }
  | { type: "failed"; requestId: number; message: string; aborted: boolean };

export type SpeechWorkerData = {
  /** Int32 slot the pool sets to a job id to cancel that job between chunks. */
  cancel: SharedArrayBuffer;
};
