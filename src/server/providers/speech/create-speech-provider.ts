import type { Config } from "../../config";
import { createEspeakSpeechProvider } from "./espeak/espeak-provider";
import { createOpenAISpeechProvider } from "./openai-speech-provider";
import type { SpeechProvider } from "./speech-provider";

export function createSpeechProvider(config: Config): SpeechProvider {
  if (config.TTS_BASE_URL) {
    return createOpenAISpeechProvider({
      baseURL: config.TTS_BASE_URL,
      apiKey: config.TTS_API_KEY ?? "not-needed",
      model: config.TTS_MODEL,
    });
  }
  return createEspeakSpeechProvider();
}
