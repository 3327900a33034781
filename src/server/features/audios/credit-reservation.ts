import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { isVoiceOffered, type VoiceId } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/database";
import { creditBalances, creditLedger, generationRequests, scriptDrafts } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { draftForRevoice } from "./revoice-draft";

export type Reservation = { requestId: string; remainingCredits: number; draft: typeof scriptDrafts.$inferSelect };

export type ExistingRequest = { kind: "succeeded"; audioId: string } | { kind: "pending" };

/**
 * Step one of a generation, in one transaction: claim the idempotency key, spend the
 * script draft, check the voice against the draft's language, take one credit with a
 * conditional decrement (never below zero, safe under any concurrency) and write the
 * ledger row. Anything refused rolls it all back, so a refusal leaves no trace.
 */
export async function reserveCredit(
  db: Database,
  input: {
    userId: string;
    idempotencyKey: string;
    draftId: string;
    voice: VoiceId;
    /** Re-voice a spent draft with this text (see revoice-draft.ts). */
    revoice?: { text: string; sessionId?: string };
  },
): Promise<Reservation | ExistingRequest> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(generationRequests)
      .values({ userId: input.userId, idempotencyKey: input.idempotencyKey, draftId: input.draftId })
      .onConflictDoNothing()
      .returning({ id: generationRequests.id });
    if (!claimed) {
      const [existing] = await tx
        .select()
        .from(generationRequests)
        .where(
          and(eq(generationRequests.userId, input.userId), eq(generationRequests.idempotencyKey, input.idempotencyKey)),
        );
      if (existing?.status === "succeeded" && existing.audioId) return { kind: "succeeded", audioId: existing.audioId };
      if (existing?.status === "pending") return { kind: "pending" };
      // A refunded attempt is over; the client must start a new one with a new key.
      throw new AppError(409, existing?.errorMessage ?? MESSAGES.audio.failed, "attempt_failed");
    }
    let draftId = input.draftId;
    if (input.revoice) {
      draftId = await draftForRevoice(tx, { userId: input.userId, draftId, ...input.revoice });
      // The request spends (and a refund gives back) the copy, not the first audio's draft.
      await tx.update(generationRequests).set({ draftId }).where(eq(generationRequests.id, claimed.id));
    }
    const [draft] = await tx
      .update(scriptDrafts)
      .set({ spentAt: new Date() })
      .where(and(eq(scriptDrafts.id, draftId), eq(scriptDrafts.userId, input.userId), isNull(scriptDrafts.spentAt)))
      .returning();
    if (!draft) throw new AppError(409, MESSAGES.audio.scriptRequired, "script_spent");
    // Checked here, before the credit moves: a refused voice must not charge, refund and burn the key.
    const language = LanguageCodeSchema.safeParse(draft.language);
    if (!language.success || !isVoiceOffered(language.data, input.voice)) {
      throw new AppError(400, "That voice is not offered for this language.", "voice_not_offered");
    }
    const [balance] = await tx
      .update(creditBalances)
      .set({ credits: sql`${creditBalances.credits} - 1`, updatedAt: new Date() })
      .where(and(eq(creditBalances.userId, input.userId), gt(creditBalances.credits, 0)))
      .returning({ credits: creditBalances.credits });
    if (!balance) throw new AppError(402, MESSAGES.audio.deductFailed, "insufficient_credits");
    await tx.insert(creditLedger).values({
      userId: input.userId,
      delta: -1,
      reason: "generation",
      reference: `generation:${claimed.id}`,
    });
    return { requestId: claimed.id, remainingCredits: balance.credits, draft };
  });
}

/**
 * Gives the credit back for a pending request, exactly once: the status change from
 * 'pending' is the guard, and the ledger's unique (refund, reference) key backs it up.
 * The script draft becomes usable again. Returns the balance after the refund.
 */
export async function refundReservation(db: Database, requestId: string, errorMessage: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(generationRequests)
      .set({ status: "refunded", errorMessage, updatedAt: new Date() })
      .where(and(eq(generationRequests.id, requestId), eq(generationRequests.status, "pending")))
      .returning({ userId: generationRequests.userId, draftId: generationRequests.draftId });
    if (!request) return null;
    await tx
      .insert(creditLedger)
      .values({ userId: request.userId, delta: 1, reason: "refund", reference: `refund:${requestId}` });
    const [balance] = await tx
      .update(creditBalances)
      .set({ credits: sql`${creditBalances.credits} + 1`, updatedAt: new Date() })
      .where(eq(creditBalances.userId, request.userId))
      .returning({ credits: creditBalances.credits });
    // The script this attempt spent is usable again, so the seller can retry with it.
    if (request.draftId) {
      await tx.update(scriptDrafts).set({ spentAt: null }).where(eq(scriptDrafts.id, request.draftId));
    }
    return balance?.credits ?? null;
  });
}

/**
 * Refunds requests left pending by a process that died mid-generation. With `storage`, also
 * removes the file such a request had claimed (written just before the crash, never committed).
 */
export async function refundStaleReservations(
  db: Database,
  olderThanMs: number,
  storage?: Pick<StorageProvider, "delete">,
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stale = await db
    .select({ id: generationRequests.id, storageKey: generationRequests.storageKey })
    .from(generationRequests)
    .where(and(eq(generationRequests.status, "pending"), lt(generationRequests.createdAt, cutoff)));
  let refunded = 0;
  for (const { id, storageKey } of stale) {
    if ((await refundReservation(db, id, "The server restarted during generation.")) === null) continue;
    refunded += 1;
    // A file left behind costs only space; a storage outage must not stop the other refunds.
    if (storage && storageKey) await storage.delete(storageKey).catch(() => undefined);
  }
  return refunded;
}
