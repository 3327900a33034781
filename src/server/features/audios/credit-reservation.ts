import { and, eq, isNull, lt } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { isVoiceOffered, type VoiceId } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/database";
import { generationRequests, scriptDrafts } from "../../db/schema/index";
import {
  AttemptFailed,
  IdempotencyKeyReused,
  InsufficientCredits,
  NotFound,
  ScriptSpent,
  UnresolvedClaims,
  VoiceNotOffered,
} from "../../lib/domain-errors";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { applyCreditChange, InsufficientCreditsError } from "../credits/credit-ledger";
import { assertActorMayAct, type Actor } from "../workspaces/actor";
import type { Claim } from "../../../shared/claims/claim-schemas";
import { checkDraftText, unresolvedClaims } from "../production/draft-claims";
import { draftForRevoice } from "./revoice-draft";

/**
 * What the audio step does with the final text's claims (decision 071): "hold" refuses a text with
 * unsupported sentences the seller has not confirmed (UnresolvedClaims, nothing charged); "report"
 * voices it and answers the claims (an API key or request that set `require_supported: false`).
 */
export type ClaimPolicy = "hold" | "report";

export type ClaimedGeneration = {
  kind: "claimed";
  requestId: string;
  remainingCredits: number;
  draft: typeof scriptDrafts.$inferSelect;
  /** The voiced text's sentences, checked against the draft's sources before the credit moved. */
  claims: Claim[];
};

/** The key was claimed before: its audio, or the request still generating it. */
export type EarlierGeneration = { kind: "succeeded"; audioId: string } | { kind: "in_progress"; requestId: string };

/**
 * Step one of a generation, in one transaction: claim the idempotency key (a reused key with
 * another request is refused), spend the script draft, check the voice against the draft's
 * language, and take one credit through the ledger (never below zero, safe under any
 * concurrency). Anything refused rolls it all back, so a refusal leaves no trace.
 */
export async function claimKeySpendDraftAndCharge(
  db: Database,
  input: {
    userId: string;
    idempotencyKey: string;
    /** requestHash(): what is asked under the key. */
    requestHash: string;
    draftId: string;
    voice: VoiceId;
    /** Re-voice a spent draft with this text (see revoice-draft.ts). */
    revoice?: { text: string; sessionId?: string };
    /** The text to be voiced (the draft's script when absent), checked before the credit is taken. */
    text?: string;
    /** generateAudio passes its door's policy; a direct caller (tests, tools) only gets the claims. */
    claimPolicy?: ClaimPolicy;
    /**
     * Who asks (decision 120): recorded on the request and the ledger, and re-checked here, in the
     * spend's transaction, to still be a member or above (decision 121). Absent: the system.
     */
    actor?: Actor;
  },
): Promise<ClaimedGeneration | EarlierGeneration> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(generationRequests)
      .values({
        userId: input.userId,
        idempotencyKey: input.idempotencyKey,
        draftId: input.draftId,
        requestHash: input.requestHash,
        actorUserId: input.actor?.userId ?? null,
        actorApiKeyId: input.actor?.apiKeyId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: generationRequests.id });
    if (!claimed) {
      const [existing] = await tx
        .select()
        .from(generationRequests)
        .where(
          and(eq(generationRequests.userId, input.userId), eq(generationRequests.idempotencyKey, input.idempotencyKey)),
        );
      if (!existing) throw new Error("the idempotency key's request vanished");
      if (existing.requestHash !== null && existing.requestHash !== input.requestHash) throw new IdempotencyKeyReused();
      if (existing.status === "succeeded" && existing.audioId) return { kind: "succeeded", audioId: existing.audioId };
      if (existing.status === "pending") return { kind: "in_progress", requestId: existing.id };
      // A refunded attempt is over; the client must start a new one with a new key.
      throw new AttemptFailed(existing.errorMessage ?? MESSAGES.audio.failed);
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
    if (!draft) {
      // Spent already, or not this seller's draft at all (then it does not exist for them).
      const [own] = await tx
        .select({ id: scriptDrafts.id })
        .from(scriptDrafts)
        .where(and(eq(scriptDrafts.id, draftId), eq(scriptDrafts.userId, input.userId)));
      if (!own) throw new NotFound(MESSAGES.generic.notFound);
      throw new ScriptSpent(MESSAGES.audio.scriptRequired);
    }
    // Checked here, before the credit moves: a refused voice must not charge, refund and burn the key.
    const language = LanguageCodeSchema.safeParse(draft.language);
    if (!language.success || !isVoiceOffered(language.data, input.voice)) throw new VoiceNotOffered();
    // The final text, as it will be spoken, against the draft's sources (issue 24): a refusal here
    // rolls back the key, the draft and the credit, so nothing is charged.
    const claims = checkDraftText(draft, input.text ?? draft.script);
    if (input.claimPolicy === "hold" && unresolvedClaims(claims).length > 0) throw new UnresolvedClaims(claims);
    // A job's starter removed or lowered to viewer since it started spends nothing more; the
    // refusal rolls back the key and the draft with it.
    await assertActorMayAct(tx, input.userId, input.actor, "member");
    const spent = await applyCreditChange(tx, {
      userId: input.userId,
      delta: -1,
      reason: "generation",
      reference: `generation:${claimed.id}`,
      ...(input.actor ? { actor: input.actor } : {}),
    }).catch((err: unknown) => {
      if (err instanceof InsufficientCreditsError) throw new InsufficientCredits(MESSAGES.audio.deductFailed);
      throw err;
    });
    return { kind: "claimed", requestId: claimed.id, remainingCredits: spent.balance, draft, claims };
  });
}

/**
 * Gives the credit back for a pending request, exactly once: the status change from
 * 'pending' is the guard, and the ledger's unique (refund, reference) key backs it up.
 * The script draft becomes usable again. Returns the balance after the refund.
 */
export async function refundReservation(
  db: Database,
  requestId: string,
  errorMessage: string,
  /** The stale sweep gives back as the system; any other refund is in the name of who asked. */
  by: "requester" | "system" = "requester",
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(generationRequests)
      .set({ status: "refunded", errorMessage, updatedAt: new Date() })
      .where(and(eq(generationRequests.id, requestId), eq(generationRequests.status, "pending")))
      .returning({
        userId: generationRequests.userId,
        draftId: generationRequests.draftId,
        actorUserId: generationRequests.actorUserId,
        actorApiKeyId: generationRequests.actorApiKeyId,
      });
    if (!request) return null;
    const refund = await applyCreditChange(tx, {
      userId: request.userId,
      delta: 1,
      reason: "refund",
      reference: `refund:${requestId}`,
      ...(by === "requester" ? { actor: { userId: request.actorUserId, apiKeyId: request.actorApiKeyId } } : {}),
    });
    // The script this attempt spent is usable again, so the seller can retry with it.
    if (request.draftId) {
      await tx.update(scriptDrafts).set({ spentAt: null }).where(eq(scriptDrafts.id, request.draftId));
    }
    return refund.balance;
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
    if ((await refundReservation(db, id, "The server restarted during generation.", "system")) === null) continue;
    refunded += 1;
    // A file left behind costs only space; a storage outage must not stop the other refunds.
    if (storage && storageKey) await storage.delete(storageKey).catch(() => undefined);
  }
  return refunded;
}
