import type { SpeechEngineId } from "../../../shared/voices/speech-engine";
import type { Config } from "../../config";
import { createElevenLabsSpeechProvider } from "./elevenlabs-speech-provider";
import { parseElevenLabsVoices } from "./elevenlabs-voices";
import { createEspeakSpeechProvider } from "./espeak/espeak-provider";
import { createOpenAISpeechProvider } from "./openai-speech-provider";
import { createRoutedSpeechProvider } from "./routed-speech-provider";
import type { SpeechProvider } from "./speech-provider";

/**
 * The engine the configuration chooses: engines per language (decision 093), else ElevenLabs, else an
 * OpenAI-compatible server, else espeak-ng. Routed engines report as ElevenLabs when all of them are.
 */
export function speechEngineOf(
  config: Pick<Config, "ELEVENLABS_API_KEY" | "TTS_BASE_URL"> & { speechRouting?: Config["speechRouting"] },
): SpeechEngineId {
  const routed = config.speechRouting?.engines;
  if (routed) return routed.every((e) => e.kind === "elevenlabs") ? "elevenlabs" : "openai-compatible";
  if (config.ELEVENLABS_API_KEY) return "elevenlabs";
  if (config.TTS_BASE_URL) {
    return new URL(config.TTS_BASE_URL).hostname === "api.openai.com" ? "openai" : "openai-compatible";
  }
  return "embedded";
}

/**
 * The configured engine. A remote engine's answers are mastered (loudness, true peak, silence)
 * and encoded in the speech worker thread too: that worker then never loads espeak-ng itself.
 */
export function createSpeechProvider(config: Config): SpeechProvider {
  const engine = speechEngineOf(config);
  if (engine === "embedded") return createEspeakSpeechProvider();
  const worker = createEspeakSpeechProvider();
  const master = (pcm: Int16Array, sampleRate: number) => worker.master(pcm, sampleRate);
  const remote = config.speechRouting
    ? createRoutedSpeechProvider(config.speechRouting, master)
    : engine === "elevenlabs"
      ? createElevenLabsSpeechProvider({
          apiKey: config.ELEVENLABS_API_KEY ?? "",
          baseURL: config.ELEVENLABS_BASE_URL,
          model: config.ELEVENLABS_MODEL,
          voices: parseElevenLabsVoices(config.ELEVENLABS_VOICES),
          master,
        })
      : createOpenAISpeechProvider({
          baseURL: config.TTS_BASE_URL,
          apiKey: config.TTS_API_KEY ?? "not-needed",
          model: config.TTS_MODEL,
          master,
        });
  return {
    ...remote,
    close: async () => {
      await remote.close?.();
      await worker.close();
    },
  };
}
