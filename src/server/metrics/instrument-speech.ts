import { mp3Duration } from "../audio/mp3/mp3-frames";
import { SpeechProviderError, SpeechUnavailableError, type SpeechProvider } from "../providers/speech/speech-provider";
import { speechRequests, speechSeconds } from "./instruments";

/** The outcome label of a speech request, decided by the error's type. */
function outcomeOf(err: unknown): string {
  if (err instanceof SpeechUnavailableError) return "unavailable";
  if (err instanceof SpeechProviderError) return "provider_error";
  if (err instanceof Error && err.name === "AbortError") return "aborted";
  if (err instanceof Error && "code" in err && err.code === "spoken_text_too_long") return "refused";
  return "failed";
}

/**
 * The engine, measured: seconds of speech made and requests by outcome (engine errors are the
 * outcomes other than "succeeded"), labelled with the engine's id (embedded, openai, …).
 */
export function instrumentSpeech(provider: SpeechProvider, engine: string): SpeechProvider {
  return {
    ...provider,
    async synthesize(input) {
      try {
        const result = await provider.synthesize(input);
        speechRequests.inc({ engine, outcome: "succeeded" });
        speechSeconds.inc({ engine }, mp3Duration(result.audio));
        return result;
      } catch (err) {
        speechRequests.inc({ engine, outcome: outcomeOf(err) });
        throw err;
      }
    },
  };
}
