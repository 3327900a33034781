import type { LanguageCode } from "../../../../shared/catalog/languages";
import type { VoiceId } from "../../../../shared/catalog/voices";
import type { PronunciationRule } from "../apply-pronunciations";
import type { CheckedMp3, MasteredMp3 } from "../../../audio/mastering/master-audio";
import type { RenderedPart } from "../speech-cues";

/** Messages between the speech worker pool (main thread) and speech-worker.ts. */

export type RenderRequest = {
  /** The job's id, for cancellation: several workers may render parts of one job. */
  jobId: number;
  chunks: string[];
  /** Per chunk: a paragraph ends after it, so a short pause follows. */
  pauseAfter: boolean[];
  language: LanguageCode;
  voice: VoiceId;
  speed: number;
};

/** A script cut into sentences: as captions show them, as espeak reads them, and where paragraphs end (same length). */
export type PreparedSpeech = { shown: string[]; spoken: string[]; pauseAfter: boolean[] };

export type WorkerRequest =
  | { type: "warm-up" }
  /** The text espeak reads for each sentence: pronunciations applied, normalised, Japanese as kana (a string[]). */
  | { type: "prepare"; sentences: string[]; language: LanguageCode; pronunciations?: PronunciationRule[] }
  /** Synthesizes chunks into one PCM part (a RenderedPart: 24 kHz samples and each chunk's count). */
  | ({ type: "render" } & RenderRequest)
  /** Masters PCM (trim, loudness, true peak) and encodes it: a MasteredMp3. */
  | { type: "master"; pcm: Int16Array; sampleRate: number }
  /**
   * Joins rendered pieces at the MP3 rate, masters them without encoding, and cuts the result at
   * quiet spots near `starts` (sentence starts in the joined PCM) into up to `parts` parts, so
   * that they can be encoded in parallel (a MasteredSplit). Done here, not on the event loop:
   * joining, cutting and copying a long script's audio took the main thread ~0.1-0.3 s.
   */
  | { type: "master-split"; pieces: Int16Array[]; starts: number[]; parts: number; ceilingDb: number }
  /** Encodes mastered samples and measures the decoded peak (a CheckedMp3). */
  | { type: "encode"; samples: Float32Array };

/** A master-split answer: each part its own buffer (to hand to an encoding thread), and the joined input for a retry. */
export type MasteredSplit = {
  parts: Float32Array[];
  /** Where the parts were cut, in the mastered samples. */
  cuts: number[];
  /** Samples cut from the start (at the MP3 rate). */
  trimmedStart: number;
  inputLufs: number;
  outputLufs: number;
  /** The joined, unmastered PCM: mastered again with a lower ceiling if a part's encode peaks too high. */
  pcm: Int16Array;
};

export type ToWorker = WorkerRequest & { requestId: number };

export type FromWorker =
  | { type: "progress"; requestId: number }
  | {
      type: "result";
      requestId: number;
      value: undefined | string[] | RenderedPart | MasteredMp3 | MasteredSplit | CheckedMp3;
    }
  | { type: "failed"; requestId: number; message: string; aborted: boolean };

export type SpeechWorkerData = {
  /** Int32 slot the pool sets to a job id to cancel that job between chunks. */
  cancel: SharedArrayBuffer;
};
