import { abortError, type SpeechInput, type SpeechProvider, type SpeechResult } from "./types";
import { SpeechWorkerPool, type SpeechWorkerPoolOptions } from "./worker-pool";

export type EspeakSpeechProviderOptions = SpeechWorkerPoolOptions;

/**
 * The embedded default: espeak-ng (WebAssembly, all 8 languages) with a fixed voice
 * variant per spec voice, kana readings for Japanese, numbers and units spelled out,
 * and MP3 encoding, all in a worker thread. Needs no configuration and no network.
 */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly name = "espeak-ng";
  private readonly pool: SpeechWorkerPool;

  constructor(options: EspeakSpeechProviderOptions = {}) {
    this.pool = new SpeechWorkerPool(options);
  }

  /** The MP3 and its captions: each sentence starts after the samples of the ones before it. */
  synthesize(input: SpeechInput): Promise<SpeechResult> {
    if (input.signal?.aborted) return Promise.reject(abortError(input.signal));
    return this.pool.run(
      { text: input.text, language: input.language, voice: input.voice, speed: input.speed ?? 1 },
      { onProgress: input.onProgress, signal: input.signal },
    );
  }

  /** Optional: load the engine at start-up instead of on the first request (~0.2 s). */
  warmUp(): Promise<void> {
    return this.pool.warmUp();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
