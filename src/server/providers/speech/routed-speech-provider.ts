import type { LanguageCode } from "../../../shared/catalog/language-list";
import { createElevenLabsSpeechProvider } from "./elevenlabs-speech-provider";
import { createOpenAISpeechProvider } from "./openai-speech-provider";
import type { MasterFunction } from "./remote-speech";
import type { SpeechProvider } from "./speech-provider";
import type { SpeechEngineSpec, SpeechRouting } from "./speech-routing";

/** One configured engine as a provider, sending each slot as the voice id mapped for the request's language. */
function engineProvider(spec: SpeechEngineSpec, master: MasterFunction | undefined): SpeechProvider {
  const voiceFor = ({ language, voice }: { language: LanguageCode; voice: keyof SpeechEngineSpec["voices"]["en"] }) =>
    spec.voices[language][voice];
  return spec.kind === "elevenlabs"
    ? createElevenLabsSpeechProvider({
        apiKey: spec.key ?? "",
        baseURL: spec.url,
        model: spec.model,
        voiceFor,
        ...(master ? { master } : {}),
      })
    : createOpenAISpeechProvider({
        baseURL: spec.url,
        apiKey: spec.key ?? "not-needed",
        model: spec.model,
        voiceFor,
        ...(master ? { master } : {}),
      });
}

/**
 * An engine per language (decision 093): each request goes to the engine its language is routed to.
 * The fair queue in front of it (speech-queue/) bounds the process's calls across all engines.
 */
export function createRoutedSpeechProvider(routing: SpeechRouting, master?: MasterFunction): SpeechProvider {
  const engines = new Map(routing.engines.map((spec) => [spec.name, engineProvider(spec, master)]));
  return {
    name: `routed(${routing.engines.map((e) => e.name).join(",")})`,
    synthesize(input) {
      const engine = engines.get(routing.byLanguage[input.language]);
      // parseSpeechRouting gives every language a known engine; this is a broken invariant, not input.
      if (!engine) throw new Error(`no speech engine for ${input.language}`);
      return engine.synthesize(input);
    },
    async close() {
      for (const engine of engines.values()) await engine.close?.();
    },
  };
}
