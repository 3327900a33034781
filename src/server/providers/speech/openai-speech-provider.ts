import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { parseMp3 } from "../../audio/mp3/mp3-frames";
import { synthesizeRemote, type MasterFunction } from "./remote-speech";
import {
  abortError,
  SpeechProviderError,
  SpeechUnavailableError,
  type SpeechInput,
  type SpeechProvider,
  type SpeechResult,
} from "./speech-provider";

/** The API's input limit, in characters; we count UTF-16 units, which is never fewer. */
export const OPENAI_SPEECH_MAX_INPUT_CHARS = 4096;

export type OpenAISpeechProviderOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server; default https://api.openai.com/v1. */
  baseURL?: string;
  /** Default "tts-1", which OpenAI-compatible servers generally accept too. */
  model?: string;
  /** Per request (each chunk), default 60 s. */
  timeoutMs?: number;
  /** SDK retries on 408/409/429/5xx and connection errors; default 1 so a failure surfaces fast. */
  maxRetries?: number;
  /** Chunk size; only tests lower it. */
  maxInputChars?: number;
  /** Mastering and encoding (the speech worker's, when the server runs); default in-process. */
  master?: MasterFunction;
  /** The engine's voice id for a request (decision 093: voices mapped per engine and language); default the slot's name. */
  voiceFor?: (input: SpeechInput) => string;
};

/**
 * Production speech: POST /v1/audio/speech with the spec's voice names (they are
 * OpenAI's). Scripts over the input limit are split between sentences, synthesized in
 * order, decoded and joined, then mastered like every engine's speech (remote-speech.ts).
 */
export function createOpenAISpeechProvider(options: OpenAISpeechProviderOptions): SpeechProvider {
  const model = options.model ?? "tts-1";
  const maxInputChars = Math.min(options.maxInputChars ?? OPENAI_SPEECH_MAX_INPUT_CHARS, OPENAI_SPEECH_MAX_INPUT_CHARS);
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 1,
    // Explicit nulls: otherwise the SDK fills these from OPENAI_* environment variables,
    // and only the config module decides what the app reads from the environment.
    organization: null,
    project: null,
    webhookSecret: null,
    logLevel: "off",
  });

  async function request(text: string, input: SpeechInput): Promise<Uint8Array> {
    if (input.signal?.aborted) throw abortError(input.signal);
    try {
      const response = await client.audio.speech.create(
        {
          model,
          voice: options.voiceFor?.(input) ?? input.voice,
          input: text,
          response_format: "mp3",
          speed: Math.min(4, Math.max(0.25, input.speed ?? 1)),
        },
        { signal: input.signal },
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (parseMp3(bytes).frames.length === 0) throw new SpeechProviderError("the response is not MP3 audio");
      return bytes;
    } catch (err) {
      throw mapOpenAIError(err, input.signal);
    }
  }

  return {
    name: "openai",
    /** The API reports no timing: each part is timed by its measured length (remote-speech.ts). */
    synthesize(input: SpeechInput): Promise<SpeechResult> {
      return synthesizeRemote(input, maxInputChars, (part) => request(part.text, input), options.master);
    },
  };
}

function mapOpenAIError(err: unknown, signal: AbortSignal | undefined): unknown {
  if (err instanceof SpeechProviderError) return err;
  if (err instanceof APIUserAbortError || signal?.aborted) return abortError(signal);
  if (err instanceof APIConnectionTimeoutError)
    return new SpeechUnavailableError("the request timed out", { cause: err });
  if (err instanceof APIConnectionError)
    return new SpeechUnavailableError("the service could not be reached", { cause: err });
  if (err instanceof APIError) {
    // APIError's type parameters default to any; read the status as the number it is.
    const raw: unknown = (err as { status?: unknown }).status;
    const status = typeof raw === "number" ? raw : undefined;
    const cause: unknown = err;
    // 503 is the spec's "Service Unavailable"; a gateway timeout (504) means the same to a seller.
    if (status === 503 || status === 504) return new SpeechUnavailableError(`HTTP ${status}`, { status, cause });
    return new SpeechProviderError(`HTTP ${status ?? "error"}: ${err.message}`, { status, cause });
  }
  return err;
}
