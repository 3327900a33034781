import { createOpenAISpeechProvider } from "../server/providers/speech/openai-speech-provider";
import type { SpeechProvider } from "../server/providers/speech/speech-provider";
import type { FakeOpenAISpeechServer } from "./fakes/openai-speech-server";

/** The OpenAI-compatible speech provider pointed at the loopback fake, without retries, for fault tests. */
export function speechProviderFor(fake: FakeOpenAISpeechServer): SpeechProvider {
  return createOpenAISpeechProvider({ baseURL: fake.baseURL, apiKey: fake.apiKey, maxRetries: 0, timeoutMs: 5000 });
}
