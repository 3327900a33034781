import type { LanguageCode } from "../../../shared/catalog/languages";
import { isVoiceOffered, VOICES_BY_LANGUAGE, type VoiceId } from "../../../shared/catalog/voices";
import { PRONUNCIATION_PREVIEWS_PER_HOUR } from "../../../shared/pronunciations/pronunciation-limits";
import { PRONUNCIATION_MESSAGES } from "../../../shared/pronunciations/pronunciation-schemas";
import type { Database } from "../../db/database";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import { getOwnedPronunciation, pronunciationRules } from "./pronunciations.service";

export type PronunciationPreviewDeps = { db: Database; speech: SpeechProvider; rateLimitDisabled: boolean };

/**
 * "Listen": the term spoken as the seller's audios will say it, by the configured engine, in
 * the entry's language (or the one asked for, for an all-languages entry) and voice. The term
 * goes through the same dictionary step as a script, so what is heard is what audios will get.
 * Costs no credit; limited per seller.
 */
export async function previewPronunciation(
  deps: PronunciationPreviewDeps,
  userId: string,
  id: string,
  wanted: { language?: LanguageCode; voice?: VoiceId },
): Promise<Uint8Array> {
  const entry = await getOwnedPronunciation(deps.db, userId, id);
  const language = entry.language ?? wanted.language ?? "en";
  const voice =
    wanted.voice && isVoiceOffered(language, wanted.voice)
      ? wanted.voice
      : (VOICES_BY_LANGUAGE[language][0] ?? "alloy");
  if (!deps.rateLimitDisabled) {
    const limit = await consumeRateLimit(deps.db, `pronunciation-preview:${userId}`, {
      max: PRONUNCIATION_PREVIEWS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed) throw new AppError(429, PRONUNCIATION_MESSAGES.previewRateLimited, "rate_limited");
  }
  try {
    const { audio } = await deps.speech.synthesize({
      text: entry.term,
      language,
      voice,
      pronunciations: await pronunciationRules(deps.db, userId, language),
    });
    return audio;
  } catch {
    throw new AppError(503, PRONUNCIATION_MESSAGES.previewFailed, "preview_failed");
  }
}
