import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { deriveTitle } from "../../../shared/audios/derive-title";
import { defaultPublicTitle } from "../../../shared/audios/public-title";
import { MESSAGES } from "../../../shared/messages";
import type { GenerateAudioInput, GenerateAudioResult } from "../../../shared/generator/generator-schemas";
import type { Database } from "../../db/database";
import { audioCaptions, generatedAudios, generationRequests } from "../../db/schema/index";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import { AttemptFailed, GenerationInProgress, NotFound } from "../../lib/domain-errors";
import type { Logger } from "../../logger";
import { withId3Tag } from "../../audio/mp3/id3-tag";
import { mp3Duration, parseMp3 } from "../../audio/mp3/mp3-frames";
import { SpeechProviderError, type SpeechProvider } from "../../providers/speech/speech-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { captionsRow } from "../audios/audio-captions";
import { claimAudioStorageKey } from "../audios/audio-file-claim";
import { toAudioView } from "../audios/audio-view";
import { fetchCover } from "../audios/cover-image";
import { claimKeySpendDraftAndCharge, refundReservation, type ClaimPolicy } from "../audios/credit-reservation";
import { generationFailure, GenerationNoLongerPendingError, savingStep } from "../audios/generation-errors";
import { requestHash, waitForSettledRequest } from "../audios/idempotent-generation";
import { mp3Tags } from "../audios/mp3-tags";
import { getBalance } from "../credits/credits.service";
import { pronunciationRules } from "../pronunciations/pronunciations.service";
import { assertSpokenTextFits } from "../audios/spoken-text-check";
import type { EventPublisher } from "../webhooks/event-publisher";
import { audioCompletedData } from "../webhooks/audio-event-data";
import type { Actor } from "../workspaces/actor";

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

export type GenerateAudioOptions = {
  userId: string;
  input: GenerateAudioInput;
  /** The browser session a re-voiced draft copy belongs to. */
  sessionId?: string | undefined;
  /** The catalogue batch this audio belongs to (issue 16): tagged on the row for the library. */
  batchId?: string | undefined;
  /** A title the seller gave (a batch row's); without one, the title rule (shared/derive-title.ts). */
  title?: string | null | undefined;
  /**
   * A duplicate whose first request (same key) is still generating: "refuse" answers 409
   * `in_progress` at once (the generator's button); `{ waitMs }` waits for the first and answers
   * what it answered (API clients, whose retries and duplicates arrive together).
   */
  whenInProgress?: "refuse" | { waitMs: number };
  /**
   * Unresolved claims in the final text (decision 071): "hold" (the default, every door that does
   * not say otherwise) refuses with UnresolvedClaims and charges nothing; "report" voices it.
   */
  claimPolicy?: ClaimPolicy;
  /**
   * Who asks (decision 120): the person or key of a request, or a job's starter. Recorded on the
   * ledger and re-checked when the credit is taken (decision 121). Absent: the system.
   */
  actor?: Actor | undefined;
};

/**
 * Speak → store, the audio half of production, for every door (spec 4, Generate Audio, as one
 * server operation): claim the key and take the credit, synthesize, tag, store the MP3, save the
 * row. Any failure after the claim refunds the credit and removes the stored file; a retry with
 * the same idempotency key never charges twice.
 */
export async function generateAudio(deps: GenerationDeps, options: GenerateAudioOptions): Promise<GenerateAudioResult> {
  const { db, storage, logger } = deps;
  const { userId, input } = options;
  await assertSpokenTextFits(db, userId, input);
  const claim = await claimKeySpendDraftAndCharge(db, {
    userId,
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash(input),
    draftId: input.draftId,
    voice: input.voice,
    text: input.text,
    claimPolicy: options.claimPolicy ?? "hold",
    ...(options.actor ? { actor: options.actor } : {}),
    ...(input.revoice
      ? { revoice: { text: input.text, ...(options.sessionId ? { sessionId: options.sessionId } : {}) } }
      : {}),
  });
  if (claim.kind === "in_progress") return answerOfFirstRequest(db, userId, claim.requestId, options.whenInProgress);
  if (claim.kind === "succeeded") return finishedAudio(db, userId, claim.audioId);

  const { requestId, draft } = claim;
  // The claim has checked the draft's language and the voice before taking the credit.
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
    // Parsed once: whatever the engine, bytes without MP3 frames would be a charged, unplayable file.
    const parsed = parseMp3(spoken);
    if (parsed.frames.length === 0) throw new SpeechProviderError("the engine's answer is not MP3 audio");
    const seconds = mp3Duration(spoken, parsed);
    const coverImage = await cover;
    const mp3 = withId3Tag(spoken, { ...mp3Tags(draft, language), ...(coverImage ? { cover: coverImage } : {}) });
    const key = await savingStep(() => claimAudioStorageKey(db, { requestId, userId }));
    // No longer pending: the stale sweep took it back (the refund below then does nothing).
    if (!key) throw new GenerationNoLongerPendingError();
    attemptedKey = key;
    await storage.put(key, mp3, "audio/mpeg");
    const audioId = randomUUID();
    const row = await savingStep(() =>
      db.transaction(async (tx) => {
        const [audio] = await tx
          .insert(generatedAudios)
          .values({
            id: audioId,
            userId,
            title: options.title || deriveTitle(draft.productLink),
            productName: draft.productName,
            publicTitle: defaultPublicTitle(draft),
            description: draft.description,
            scriptContent: input.text,
            audioUrl: `/api/audios/${audioId}/file`,
            storageKey: key,
            language,
            voiceType: input.voice,
            productLink: draft.productLink,
            specifications: draft.specifications,
            batchId: options.batchId ?? null,
          })
          .returning();
        if (!audio) throw new Error("audio insert returned no row");
        // Kept with the audio: the captions a published audio shows (features/publish).
        await tx.insert(audioCaptions).values(captionsRow(audioId, seconds, cues));
        const [succeeded] = await tx
          .update(generationRequests)
          .set({ status: "succeeded", audioId, updatedAt: new Date() })
          .where(and(eq(generationRequests.id, requestId), eq(generationRequests.status, "pending")))
          .returning({ id: generationRequests.id });
        // Refunded meanwhile by the stale sweep: the audio must not be kept as well.
        if (!succeeded) throw new GenerationNoLongerPendingError();
        return audio;
      }),
    );
    logger.info({ userId, audioId, language, voice: input.voice, bytes: mp3.byteLength }, "audio generated");
    const audio = toAudioView(row);
    // publish never throws; a seller without endpoints costs one indexed read.
    await deps.events?.publish(userId, "audio.completed", audioCompletedData(audio, input.draftId));
    return { success: true, audio, remaining_credits: claim.remainingCredits, claims: claim.claims };
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

/** A duplicate of a request still generating: refused at once, or answered with what the first answers. */
async function answerOfFirstRequest(
  db: Database,
  userId: string,
  requestId: string,
  whenInProgress: GenerateAudioOptions["whenInProgress"] = "refuse",
): Promise<GenerateAudioResult> {
  if (whenInProgress === "refuse") throw new GenerationInProgress();
  const settled = await waitForSettledRequest(db, requestId, whenInProgress.waitMs);
  if (settled.status === "succeeded" && settled.audioId) return finishedAudio(db, userId, settled.audioId);
  if (settled.status === "refunded") throw new AttemptFailed(settled.errorMessage ?? MESSAGES.audio.failed);
  throw new GenerationInProgress();
}

/** The answer of a key whose audio is made: the audio as it is now, and the balance. */
async function finishedAudio(db: Database, userId: string, audioId: string): Promise<GenerateAudioResult> {
  const [row] = await db
    .select()
    .from(generatedAudios)
    .where(and(eq(generatedAudios.id, audioId), eq(generatedAudios.userId, userId)));
  // Deleted by the seller since: the key's audio is gone.
  if (!row) throw new NotFound(MESSAGES.generic.notFound);
  return { success: true, audio: toAudioView(row), remaining_credits: await getBalance(db, userId) };
}
