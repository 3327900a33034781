import { abortError, type SpeechInput, type SpeechProvider, type SpeechResult } from "../speech-provider";
import type { MasteredMp3 } from "../../../audio/mastering/master-audio";
import { SpeechWorkerPool, type SpeechWorkerPoolOptions } from "./worker-pool";

export type EspeakSpeechProviderOptions = SpeechWorkerPoolOptions;

/** Its worker pool is always there to warm up and to close. */
export type EspeakSpeechProvider = SpeechProvider &
  Required<Pick<SpeechProvider, "warmUp" | "close">> & {
    /** Masters and encodes PCM in the worker (remote engines' answers use it too). */
    master(pcm: Int16Array, sampleRate: number): Promise<MasteredMp3>;
  };

/**
 * The embedded default: espeak-ng (WebAssembly, all 8 languages) with a fixed voice
 * variant per spec voice, kana readings for Japanese, numbers and units spelled out,
 * and MP3 encoding, all in a worker thread. Needs no configuration and no network.
 */
export function createEspeakSpeechProvider(options: EspeakSpeechProviderOptions = {}): EspeakSpeechProvider {
  const pool = new SpeechWorkerPool(options);
  return {
    name: "espeak-ng",
    /** The MP3 and its captions: each sentence starts after the samples of the ones before it. */
    synthesize(input: SpeechInput): Promise<SpeechResult> {
      if (input.signal?.aborted) return Promise.reject(abortError(input.signal));
      return pool.run(
        {
          text: input.text,
          language: input.language,
          voice: input.voice,
          speed: input.speed ?? 1,
          pronunciations: input.pronunciations ? [...input.pronunciations] : undefined,
          ...(input.sellerId === undefined ? {} : { sellerId: input.sellerId }),
        },
        { onProgress: input.onProgress, signal: input.signal },
      );
    },
    master: (pcm, sampleRate) => pool.master(pcm, sampleRate),
    /** Optional: load the engine at start-up instead of on the first request (~0.2 s). */
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}
