import { and, eq, isNull, notInArray } from "drizzle-orm";
import { SETTLED_ITEM_STATUSES, isSettledItemStatus } from "../../../shared/batches/batch-statuses";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { VoiceIdSchema } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import { batches, batchItems, generationRequests } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { DomainError, InvalidInput, NotFound, RunSuperseded, UnresolvedClaims } from "../../lib/domain-errors";
import { heldItemReason } from "./batch-held-claims";
import { refundReservation } from "../audios/credit-reservation";
import { generateAudio } from "../production/generate-audio";
import { produceScript } from "../production/produce-script";
import { batchItemOutcome } from "./batch-item-outcome";
import { settleBatch } from "./batch-settle";
import { processHostLimiter } from "./host-limiter";
import { assertActorMayAct, type Actor } from "../workspaces/actor";
import { BATCH_ITEM_MESSAGES } from "../../../shared/batches/batch-messages";

type Item = typeof batchItems.$inferSelect;
type RunContext = { lastAttempt: boolean; signal?: AbortSignal };

/**
 * One batch item, as a job runs it: read the page, write the script, then speak it through the
 * same production pipeline as the form (features/production: one credit, refunded on failure). Every step
 * is keyed by the item, so a job that runs again (retry, or a worker killed mid-run) continues
 * where the last run got to and never charges or creates twice. A failure whose error says it is
 * `retryable` (decision 050) throws, so the queue retries it with backoff; any other (and a
 * retryable one on the last attempt) settles the item as failed.
 */
export async function processBatchItem(deps: AppDeps, itemId: string, context: RunContext): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({
      item: batchItems,
      batchStatus: batches.status,
      review: batches.review,
      startedByUserId: batches.startedByUserId,
      startedByApiKeyId: batches.startedByApiKeyId,
    })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(eq(batchItems.id, itemId));
  if (!found) return;
  const { item } = found;
  if (found.batchStatus === "cancelled" || isSettledItemStatus(item.status)) return;
  const actor: Actor = { userId: found.startedByUserId, apiKeyId: found.startedByApiKeyId };
  try {
    // A starter removed or lowered to viewer since: the item fails at once, nothing read or charged
    // (decision 121); the spend re-checks in its own transaction for a change made meanwhile.
    await assertActorMayAct(db, item.userId, actor, "member");
    let current = item;
    if (!current.draftId) {
      current = await writeItemScript(deps, current, context.signal);
      if (found.review) {
        await settleBatch(deps, current.batchId);
        return;
      }
    }
    if (current.status === "scripted" && found.review && found.batchStatus !== "running") return;
    await speak(deps, current, actor);
  } catch (error) {
    if (error instanceof UnresolvedClaims) {
      // Nobody is there to confirm: the item waits for the seller with the reasons, nothing charged.
      await db
        .update(batchItems)
        .set({
          status: "needs_review",
          error: heldItemReason(error.claims),
          errorCode: error.code,
          updatedAt: new Date(),
        })
        .where(and(eq(batchItems.id, itemId), notInArray(batchItems.status, ["done", "cancelled"])));
      await settleBatch(deps, item.batchId);
      return;
    }
    const outcome = batchItemOutcome(error, context);
    if (outcome.retry) throw error;
    if (!(error instanceof DomainError)) deps.logger.error({ err: error, itemId }, "batch item failed unexpectedly");
    await db
      .update(batchItems)
      .set({ status: "failed", ...outcome.failure, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(batchItems.id, itemId), notInArray(batchItems.status, ["done", "cancelled"])));
  }
  await settleBatch(deps, item.batchId);
}

/** The queue gave up on an item (retries spent, e.g. its worker killed on the last one): it fails, and the batch may finish. */
export async function giveUpBatchItem(deps: AppDeps, itemId: string): Promise<void> {
  const [item] = await deps.database.db
    .update(batchItems)
    .set({
      status: "failed",
      error: BATCH_ITEM_MESSAGES.attemptsExhausted,
      errorCode: "gave_up",
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(batchItems.id, itemId),
        notInArray(batchItems.status, [...SETTLED_ITEM_STATUSES, "scripted", "needs_review"]),
      ),
    )
    .returning({ batchId: batchItems.batchId, userId: batchItems.userId, generation: batchItems.generation });
  if (!item) return;
  // A reservation its killed run left pending is given back now, not after the stale sweep's minutes.
  const [pending] = await deps.database.db
    .select({ id: generationRequests.id })
    .from(generationRequests)
    .where(
      and(
        eq(generationRequests.userId, item.userId),
        eq(generationRequests.idempotencyKey, itemGenerationKey(itemId, item.generation)),
        eq(generationRequests.status, "pending"),
      ),
    );
  if (pending) await refundReservation(deps.database.db, pending.id, "The worker stopped during generation.");
  await settleBatch(deps, item.batchId);
}

async function setStatus(deps: AppDeps, item: Item, status: Item["status"]): Promise<void> {
  await deps.database.db
    .update(batchItems)
    .set({ status, updatedAt: new Date(), startedAt: item.startedAt ?? new Date() })
    .where(eq(batchItems.id, item.id));
}

/** The item's script, through the same page read, writer and draft step as the generator (features/production). */
async function writeItemScript(deps: AppDeps, item: Item, signal?: AbortSignal): Promise<Item> {
  const db = deps.database.db;
  await setStatus(deps, item, item.productLink ? "fetching" : "writing");
  // The batch's length and tone, when it has them (issue 25): every item is written alike.
  const [style] = await db
    .select({ length: batches.length, tone: batches.tone })
    .from(batches)
    .where(eq(batches.id, item.batchId));
  const { draftId, script } = await produceScript(
    { db, writer: deps.writer, fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS } },
    {
      userId: item.userId,
      sessionId: `batch:${item.batchId}`,
      productLink: item.productLink,
      details: item.specifications,
      language: LanguageCodeSchema.parse(item.language),
      creativity: item.temperature,
      length: style?.length ?? undefined,
      tone: style?.tone ?? undefined,
      // Consecutive rows of one batch take consecutive openers and closers (decision 106).
      rotation: { key: item.batchId, position: item.position },
      // Nobody waits on a job: a page that may load later is tried again with backoff (decision 041).
      whenPageMayLoadLater: "retry",
      // Polite to the shops: per host, at most a few fetches at once, spaced out (host-limiter.ts).
      hostLimiter: processHostLimiter({
        concurrency: deps.config.BATCH_HOST_CONCURRENCY,
        delayMs: deps.config.BATCH_HOST_DELAY_MS,
      }),
      ...(signal ? { signal } : {}),
      onPageRead: () => setStatus(deps, item, "writing"),
    },
  );
  const [review] = await db.select({ review: batches.review }).from(batches).where(eq(batches.id, item.batchId));
  const [updated] = await db
    .update(batchItems)
    .set({ script, draftId, status: review?.review ? "scripted" : "speaking", updatedAt: new Date() })
    .where(and(eq(batchItems.id, item.id), isNull(batchItems.draftId)))
    .returning();
  if (updated) return updated;
  // Another run wrote it first: keep that one (this draft stays unspent and unused).
  const [winner] = await db.select().from(batchItems).where(eq(batchItems.id, item.id));
  if (!winner) throw new NotFound(MESSAGES.generic.notFound);
  return winner;
}

/** The idempotency key of an item's generation attempt. */
export function itemGenerationKey(itemId: string, generation: number): string {
  return `batch-item:${itemId}:${generation}`;
}

async function speak(deps: AppDeps, item: Item, actor: Actor): Promise<void> {
  const db = deps.database.db;
  let generation = item.generation;
  const [previous] = await db
    .select()
    .from(generationRequests)
    .where(
      and(
        eq(generationRequests.userId, item.userId),
        eq(generationRequests.idempotencyKey, itemGenerationKey(item.id, generation)),
      ),
    );
  if (previous?.status === "succeeded" && previous.audioId) return finish(deps, item, generation, previous.audioId);
  if (previous) {
    // A run before this one reserved and then died (or was refunded): give that credit back now,
    // rather than after the stale sweep's ten minutes, and start a new attempt. If that run is
    // somehow still going, its save finds the request no longer pending and keeps nothing.
    if (previous.status === "pending")
      await refundReservation(db, previous.id, "The worker stopped during generation; tried again.");
    const [moved] = await db
      .update(batchItems)
      .set({ generation: generation + 1, updatedAt: new Date() })
      .where(and(eq(batchItems.id, item.id), eq(batchItems.generation, generation)))
      .returning({ generation: batchItems.generation });
    if (!moved) throw new RunSuperseded("The item moved on in another run.");
    generation = moved.generation;
  }
  await db
    .update(batchItems)
    .set({ status: "speaking", updatedAt: new Date(), startedAt: item.startedAt ?? new Date() })
    .where(and(eq(batchItems.id, item.id), eq(batchItems.generation, generation)));
  if (!item.draftId || !item.script) throw new InvalidInput(MESSAGES.audio.scriptRequired, "no_script");
  // A retryable failure was refunded (its key is spent): the next run starts a new attempt.
  const result = await generateAudio(
    {
      db,
      speech: deps.speech,
      storage: deps.storage,
      logger: deps.logger,
      fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS },
    },
    {
      userId: item.userId,
      input: {
        draftId: item.draftId,
        text: item.script,
        voice: VoiceIdSchema.parse(item.voice),
        idempotencyKey: itemGenerationKey(item.id, generation),
      },
      batchId: item.batchId,
      title: item.title,
      actor,
      // Another run of this item still speaking: this run tries again later (retryable).
      whenInProgress: "refuse",
    },
  );
  await finish(deps, item, generation, result.audio.id);
}

async function finish(deps: AppDeps, item: Item, generation: number, audioId: string): Promise<void> {
  // The audio was saved with the row's title already (generateAudio's `title`).
  await deps.database.db
    .update(batchItems)
    .set({ status: "done", audioId, error: null, errorCode: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(batchItems.id, item.id), eq(batchItems.generation, generation)));
}
