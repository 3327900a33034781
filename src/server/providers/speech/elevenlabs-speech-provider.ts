import type { VoiceId } from "../../../shared/catalog/voices";
import { parseMp3 } from "../../audio/mp3/mp3-frames";
import { synthesizeRemote, type MasterFunction, type RemotePart } from "./remote-speech";
import {
  abortError,
  SpeechProviderError,
  SpeechUnavailableError,
  type SpeechInput,
  type SpeechProvider,
  type SpeechResult,
} from "./speech-provider";
import { DEFAULT_ELEVENLABS_VOICES } from "./elevenlabs-voices";

export const ELEVENLABS_DEFAULT_BASE_URL = "https://api.elevenlabs.io";
/** The multilingual model: all 8 of our languages, in every voice. */
export const ELEVENLABS_DEFAULT_MODEL = "eleven_multilingual_v2";
/**
 * Characters per request. The multilingual model accepts 10,000; shorter requests fail and
 * retry faster and still carry whole paragraphs. Neighbouring text goes along as
 * previous_text/next_text, so the voice keeps its intonation across the join.
 */
export const ELEVENLABS_MAX_INPUT_CHARS = 4500;
/** ElevenLabs' speed setting accepts 0.7–1.2: a seller's 1.25× is spoken at 1.2×. */
const SPEED_RANGE = [0.7, 1.2] as const;

export type ElevenLabsSpeechProviderOptions = {
  apiKey: string;
  baseURL?: string;
  model?: string;
  voices?: Record<VoiceId, string>;
  /** The voice id for a request (decision 093: voices mapped per engine and language); default `voices`. */
  voiceFor?: (input: SpeechInput) => string;
  /** Per request, default 60 s. */
  timeoutMs?: number;
  maxInputChars?: number;
  master?: MasterFunction;
};

/**
 * ElevenLabs' own text-to-speech API: POST /v1/text-to-speech/{voice_id} with the xi-api-key
 * header, MP3 out. Long scripts are split between sentences (paragraphs first) and joined as PCM
 * before mastering (remote-speech.ts).
 */
export function createElevenLabsSpeechProvider(options: ElevenLabsSpeechProviderOptions): SpeechProvider {
  const baseURL = (options.baseURL ?? ELEVENLABS_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const model = options.model ?? ELEVENLABS_DEFAULT_MODEL;
  const voices = options.voices ?? DEFAULT_ELEVENLABS_VOICES;
  const maxInputChars = Math.min(options.maxInputChars ?? ELEVENLABS_MAX_INPUT_CHARS, ELEVENLABS_MAX_INPUT_CHARS);
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function request(part: RemotePart, input: SpeechInput): Promise<Uint8Array> {
    if (input.signal?.aborted) throw abortError(input.signal);
    const url = `${baseURL}/v1/text-to-speech/${encodeURIComponent(options.voiceFor?.(input) ?? voices[input.voice])}?output_format=mp3_44100_128`;
    const speed = Math.min(SPEED_RANGE[1], Math.max(SPEED_RANGE[0], input.speed ?? 1));
    const signals = [AbortSignal.timeout(timeoutMs), ...(input.signal ? [input.signal] : [])];
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "xi-api-key": options.apiKey, "content-type": "application/json", accept: "audio/mpeg" },
        body: JSON.stringify({
          text: part.text,
          model_id: model,
          voice_settings: { stability: 0.5, similarity_boost: 0.75, speed },
          ...(part.previousText ? { previous_text: part.previousText } : {}),
          ...(part.nextText ? { next_text: part.nextText } : {}),
        }),
        signal: AbortSignal.any(signals),
      });
    } catch (err) {
      if (input.signal?.aborted) throw abortError(input.signal);
      if (err instanceof Error && err.name === "TimeoutError")
        throw new SpeechUnavailableError("the request timed out", { cause: err });
      throw new SpeechUnavailableError("the service could not be reached", { cause: err });
    }
    if (!response.ok) throw await elevenLabsError(response);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (parseMp3(bytes).frames.length === 0) throw new SpeechProviderError("the response is not MP3 audio");
    return bytes;
  }

  return {
    name: "elevenlabs",
    synthesize(input: SpeechInput): Promise<SpeechResult> {
      return synthesizeRemote(input, maxInputChars, (part) => request(part, input), options.master);
    },
  };
}

/**
 * ElevenLabs answers errors as { detail: { status, message } } (or a validation list). 503/504
 * are "temporarily unavailable"; everything else, including 401 (bad key), 429 (too many
 * concurrent requests) and a quota_exceeded 401, is a provider error with the reason logged.
 */
async function elevenLabsError(response: Response): Promise<Error> {
  const status = response.status;
  let reason = "";
  try {
    const body = (await response.json()) as { detail?: unknown };
    const detail = body.detail;
    if (detail && typeof detail === "object" && "status" in detail) {
      const d = detail as { status?: unknown; message?: unknown };
      reason = [d.status, d.message].filter((v) => typeof v === "string").join(": ");
    }
  } catch {
    // Not JSON: the status says enough.
  }
  const detail = `HTTP ${status}${reason ? ` (${reason})` : ""}`;
  if (status === 503 || status === 504) return new SpeechUnavailableError(detail, { status });
  return new SpeechProviderError(detail, { status });
}
