import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { deriveTitle } from "../../../shared/derive-title";
import type { GenerateAudioInput, GenerateAudioResult } from "../../../shared/schemas/generator";
import type { Database } from "../../db/database";
import { audioCaptions, generatedAudios, generationRequests } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { Logger } from "../../logger";
import { withId3Tag } from "../../providers/speech/mp3/id3-tag";
import { parseMp3 } from "../../providers/speech/mp3/mp3-frames";
import { SpeechProviderError, type SpeechProvider } from "../../providers/speech/speech-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { getBalance } from "../credits/credits.service";
import { pronunciationRules } from "../pronunciations/pronunciations.service";
import { captionsRow } from "./audio-captions";
import { claimAudioStorageKey } from "./audio-file-claim";
import { reserveCredit, refundReservation } from "./credit-reservation";
import { toAudioView } from "./audio-view";
import { assertSpokenTextFits } from "./spoken-text-check";
import { generationFailure, GenerationNoLongerPendingError, savingStep } from "./generation-errors";
import type { EventPublisher } from "../webhooks/event-publisher";
import { mp3Tags } from "./mp3-tags";
import { fetchCover } from "./cover-image";
import type { SafeFetchOptions } from "../../fetch/fetch-options";

export type GenerationDeps = {
  db: Database;
  speech: SpeechProvider;
  storage: StorageProvider;
  logger: Logger;
  /** Where audio.completed / audio.failed go (webhooks, issue 17); none in tests that do not care. */
  events?: EventPublisher;
  /** For the cover image's fetch (FETCH_ALLOW_HOSTS in tests); the default guard otherwise. */
  fetchOptions?: SafeFetchOptions;
};

/**
 * Spec 4, Generate Audio, as one server operation: reserve a credit, synthesize, store
 * the MP3, save the row. Any failure after the reservation refunds the credit and
 * removes the stored file; a retry with the same idempotency key never charges twice.
 */
export async function generateAudio(
  deps: GenerationDeps,
  userId: string,
  input: GenerateAudioInput,
  sessionId?: string,
  /** The catalogue batch this audio belongs to (issue 16): tagged on the row for the library. */
  batchId?: string,
): Promise<GenerateAudioResult> {
  const { db, storage, logger } = deps;
  await assertSpokenTextFits(db, userId, input);
  const reservation = await reserveCredit(db, {
    userId,
    idempotencyKey: input.idempotencyKey,
    draftId: input.draftId,
    voice: input.voice,
    ...(input.revoice ? { revoice: { text: input.text, ...(sessionId ? { sessionId } : {}) } } : {}),
  });
  if ("kind" in reservation) {
    if (reservation.kind === "pending")
      throw new AppError(409, "This audio is already being generated. Please wait a moment.", "in_progress");
    const [row] = await db.select().from(generatedAudios).where(eq(generatedAudios.id, reservation.audioId));
    if (!row) throw new AppError(404, MESSAGES.generic.notFound, "not_found");
    return { success: true, audio: toAudioView(row), remaining_credits: await getBalance(db, userId) };
  }

  const { requestId, draft } = reservation;
  // reserveCredit has checked the draft's language and the voice before taking the credit.
  const language = LanguageCodeSchema.parse(draft.language);
  // Known before the put: a put that fails after writing (a timeout once S3 holds the object) still leaves a file.
  let attemptedKey: string | undefined;
  // Fetched while the speech is synthesized, so it adds no latency; it never rejects, and its
  // own 5-second budget bounds the wait when the engine is faster.
  const cover = fetchCover(draft.imageUrl, deps.fetchOptions ?? {}, logger);
  try {
    const { audio: spoken, cues } = await deps.speech.synthesize({
      sellerId: userId,
      text: input.text,
      language,
      voice: input.voice,
      speed: input.speed,
      // The seller's dictionary as it is now: entries apply to every audio made after they are saved.
      pronunciations: await pronunciationRules(db, userId, language),
    });
    // Whatever the engine, bytes without MP3 frames would be a charged, unplayable file.
    if (parseMp3(spoken).frames.length === 0) throw new SpeechProviderError("the engine's answer is not MP3 audio");
    const coverImage = await cover;
    const mp3 = withId3Tag(spoken, { ...mp3Tags(draft, language), ...(coverImage ? { cover: coverImage } : {}) });
    const key = await savingStep(() => claimAudioStorageKey(db, { requestId, userId }));
    // No longer pending: the stale sweep took it back (the refund below then does nothing).
    if (!key) throw new GenerationNoLongerPendingError();
    attemptedKey = key;
    await storage.put(key, mp3, "audio/mpeg");
    const row = await savingStep(() =>
      db.transaction(async (tx) => {
        const [audio] = await tx
          .insert(generatedAudios)
          .values({
            userId,
            title: deriveTitle(draft.productLink),
            productName: draft.productName,
            description: draft.description,
            scriptContent: input.text,
            audioUrl: "pending",
            storageKey: key,
            language,
            voiceType: input.voice,
            productLink: draft.productLink,
            specifications: draft.specifications,
            batchId: batchId ?? null,
          })
          .returning();
        if (!audio) throw new Error("audio insert returned no row");
        // Kept with the audio: the captions a published audio shows (features/publish).
        await tx.insert(audioCaptions).values(captionsRow(audio.id, mp3, cues));
        const [saved] = await tx
          .update(generatedAudios)
          .set({ audioUrl: `/api/audios/${audio.id}/file` })
          .where(eq(generatedAudios.id, audio.id))
          .returning();
        const [succeeded] = await tx
          .update(generationRequests)
          .set({ status: "succeeded", audioId: audio.id, updatedAt: new Date() })
          .where(and(eq(generationRequests.id, requestId), eq(generationRequests.status, "pending")))
          .returning({ id: generationRequests.id });
        // Refunded meanwhile by the stale sweep: the audio must not be kept as well.
        if (!succeeded) throw new GenerationNoLongerPendingError();
        return saved ?? audio;
      }),
    );
    logger.info({ userId, audioId: row.id, language, voice: input.voice, bytes: mp3.byteLength }, "audio generated");
    const audio = toAudioView(row);
    // publish never throws; a seller without endpoints costs one indexed read.
    await deps.events?.publish(userId, "audio.completed", {
      audio: {
        id: audio.id,
        title: audio.title,
        language: audio.language,
        voice: audio.voice_type,
        created_at: audio.created_at,
      },
      draft_id: input.draftId,
    });
    return { success: true, audio, remaining_credits: reservation.remainingCredits };
  } catch (error) {
    const failure = generationFailure(error);
    logger.warn({ userId, requestId, err: error }, "audio generation failed; refunding");
    if (attemptedKey)
      await storage
        .delete(attemptedKey)
        .catch((err: unknown) => logger.error({ err, key: attemptedKey }, "could not remove file"));
    try {
      await refundReservation(db, requestId, failure.message);
    } catch (err) {
      // The database failed too: the request stays pending and the stale-generation sweep refunds it.
      // The seller still gets the cause, not the refund's error.
      logger.error({ err, requestId }, "refund failed; left to the stale-generation sweep");
    }
    await deps.events?.publish(userId, "audio.failed", {
      draft_id: input.draftId,
      error: { code: failure.code, message: failure.message },
      refunded: true,
    });
    throw failure;
  }
}
