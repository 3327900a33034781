import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { VoiceId } from "../../../../shared/catalog/voices";

/** Messages between the speech worker pool (main thread) and speech-worker.ts. */

export type RenderRequest = {
  /** The job's id, for cancellation: several workers may render parts of one job. */
  jobId: number;
  chunks: string[];
  language: LanguageCode;
  voice: VoiceId;
  speed: number;
};

export type WorkerRequest =
  | { type: "warm-up" }
  /** Normalises the script (and reads Japanese as kana), then cuts it into chunks. */
  | { type: "prepare"; text: string; language: LanguageCode }
  /** Synthesizes and encodes chunks into one MP3 part. */
  | ({ type: "render" } & RenderRequest);

export type ToWorker = WorkerRequest & { requestId: number };

export type FromWorker =
  | { type: "progress"; requestId: number }
  | { type: "result"; requestId: number; value: undefined | string[] | Uint8Array }
  | { type: "failed"; requestId: number; message: string; aborted: boolean };

export type SpeechWorkerData = {
  /** Int32 slot the pool sets to a job id to cancel that job between chunks. */
  cancel: SharedArrayBuffer;
};
