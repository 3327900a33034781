import type { LanguageCode } from "../../../shared/catalog/languages";
import type { VoiceId } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import type { PronunciationRule } from "./apply-pronunciations";

export type SpeechInput = {
  /** The seller's (edited) script, as typed: providers normalise numbers and units themselves. */
  text: string;
  language: LanguageCode;
  voice: VoiceId;
  /** 1 is normal; sellers choose 0.8–1.25 (shared/pacing.ts). */
  speed?: number;
  /** The seller's pronunciation dictionary: applied to what the engine reads, never to captions. */
  pronunciations?: readonly PronunciationRule[];
  /** Called after each synthesized chunk, so a long script can show progress. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Whose audio this is: the fair scheduler (speech-queue/) shares the engine between sellers by it. */
  sellerId?: string;
};

/** One caption: a sentence of the script and when it is heard, in seconds from the start of the MP3. */
export type SpeechCue = { start: number; end: number; text: string };

/** One MP3 file (mono) and the script's sentences timed by the engine that spoke them. */
export type SpeechResult = { audio: Uint8Array; cues: SpeechCue[] };

export type SpeechProvider = {
  readonly name: string;
  synthesize(input: SpeechInput): Promise<SpeechResult>;
  /** Loads the engine ahead of the first request (embedded engine); the server calls it at start-up. */
  warmUp?(): Promise<void>;
  /** Releases workers or sockets; the server calls it on shutdown. */
  close?(): Promise<void>;
};

/**
 * The provider cannot serve right now (HTTP 503/504, timeouts, unreachable): the seller gets the
 * spec's "temporarily unavailable" message. Callers decide by type (speechErrorMessage); the
 * message is for the logs.
 */
export class SpeechUnavailableError extends Error {
  readonly status: number | undefined;

  constructor(detail?: string, options: { status?: number; cause?: unknown } = {}) {
    super(`Text-to-speech Service Unavailable${detail ? `: ${detail}` : ""}`, { cause: options.cause });
    this.name = "SpeechUnavailableError";
    this.status = options.status;
  }
}

/** The provider answered with an error (bad request, auth, rate limit, 5xx other than 503/504). */
export class SpeechProviderError extends Error {
  readonly status: number | undefined;

  constructor(detail: string, options: { status?: number; cause?: unknown } = {}) {
    super(`text-to-speech API error: ${detail}`, { cause: options.cause });
    this.name = "SpeechProviderError";
    this.status = options.status;
  }
}

/** Thrown when the caller's AbortSignal fired; never shown as a provider problem. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  const error = new Error("The speech request was aborted.");
  error.name = "AbortError";
  return error;
}

/**
 * The seller-facing message for any speech failure (spec section 8, "Audio generation
 * failure by cause"), decided by the error's type. Unlike the original app we don't echo
 * unknown messages: on the server they are internals (WASM traps, file paths), so any
 * other error is the generic "failed", whatever its text says.
 */
export function speechErrorMessage(err: unknown): string {
  if (err instanceof SpeechUnavailableError) return MESSAGES.audio.serviceUnavailable;
  if (err instanceof SpeechProviderError) return MESSAGES.audio.providerIssues;
  return MESSAGES.audio.failed;
}
