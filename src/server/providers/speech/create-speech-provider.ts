import type { Config } from "../../config";
import { createEspeakSpeechProvider } from "./espeak/espeak-provider";
import { createOpenAISpeechProvider } from "./openai-speech-provider";
import type { SpeechProvider } from "./speech-provider";

/**
 * The configured engine. A remote engine's answers are mastered (loudness, true peak, silence)
 * and encoded in the speech worker thread too: the worker then never loads espeak-ng itself.
 */
export function createSpeechProvider(config: Config): SpeechProvider {
  if (config.TTS_BASE_URL) {
    const worker = createEspeakSpeechProvider();
    const remote = createOpenAISpeechProvider({
      baseURL: config.TTS_BASE_URL,
      apiKey: config.TTS_API_KEY ?? "not-needed",
      model: config.TTS_MODEL,
      master: (pcm, sampleRate) => worker.master(pcm, sampleRate),
    });
    return withMasteringWorker(remote, worker);
  }
  return createEspeakSpeechProvider();
}

function withMasteringWorker(remote: SpeechProvider, worker: { close(): Promise<void> }): SpeechProvider {
  return {
    ...remote,
    close: async () => {
      await remote.close?.();
      await worker.close();
    },
  };
}
