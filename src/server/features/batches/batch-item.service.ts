import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { VoiceIdSchema } from "../../../shared/catalog/voices";
import { MESSAGES } from "../../../shared/messages";
import { batches, batchItems, generatedAudios, generationRequests, scriptDrafts } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { ScriptWriterError } from "../../providers/writer/script-writer-provider";
import { generateAudio } from "../audios/generation.service";
import { refundReservation } from "../audios/credit-reservation";
import { draftFactColumns } from "../scripts/draft-facts";
import { settleBatch } from "./batch-settle";
import { PermanentItemError, readFacts, TransientItemError } from "./batch-item-page";

export const INSUFFICIENT_CREDITS_MESSAGE = "Insufficient credits: buy credits, then resume the batch.";

type Item = typeof batchItems.$inferSelect;
type RunContext = { lastAttempt: boolean; signal?: AbortSignal };

/**
 * One batch item, as a job runs it: read the page, write the script, then speak it through the
 * same reserve/speak/store/refund path as the form (one credit, refunded on failure). Every step
 * is keyed by the item, so a job that runs again (retry, or a worker killed mid-run) continues
 * where the last run got to and never charges or creates twice. Transient failures throw, so the
 * queue retries them with backoff; permanent ones (and a transient one on the last attempt)
 * settle the item as failed.
 */
export async function processBatchItem(deps: AppDeps, itemId: string, context: RunContext): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({ item: batchItems, batchStatus: batches.status, review: batches.review })
    .from(batchItems)
    .innerJoin(batches, eq(batches.id, batchItems.batchId))
    .where(eq(batchItems.id, itemId));
  if (!found) return;
  const { item } = found;
  if (found.batchStatus === "cancelled" || ["done", "failed", "cancelled"].includes(item.status)) return;
  try {
    let current = item;
    if (!current.draftId) {
      current = await writeScript(deps, current, context.signal);
      if (found.review) {
        await settleBatch(deps, current.batchId);
        return;
      }
    }
    if (current.status === "scripted" && found.review && found.batchStatus !== "running") return;
    await speak(deps, current);
  } catch (error) {
    if (error instanceof TransientItemError && !context.lastAttempt) throw error;
    const message = error instanceof Error ? error.message : MESSAGES.generic.serverError;
    const code = error instanceof PermanentItemError ? error.code : "failed";
    if (!(error instanceof TransientItemError || error instanceof PermanentItemError))
      deps.logger.error({ err: error, itemId }, "batch item failed unexpectedly");
    await db
      .update(batchItems)
      .set({ status: "failed", error: message, errorCode: code, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(batchItems.id, itemId), sql`${batchItems.status} not in ('done', 'cancelled')`));
  }
  await settleBatch(deps, item.batchId);
}

/** The queue gave up on an item (retries spent, e.g. its worker killed on the last one): it fails, and the batch may finish. */
export async function giveUpBatchItem(deps: AppDeps, itemId: string): Promise<void> {
  const [item] = await deps.database.db
    .update(batchItems)
    .set({
      status: "failed",
      error: "This item could not be finished after several attempts. Retry it from the batch page.",
      errorCode: "gave_up",
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(batchItems.id, itemId), sql`${batchItems.status} not in ('done', 'failed', 'cancelled', 'scripted')`))
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

async function writeScript(deps: AppDeps, item: Item, signal?: AbortSignal): Promise<Item> {
  const db = deps.database.db;
  await setStatus(deps, item, item.productLink ? "fetching" : "writing");
  const facts = item.productLink
    ? await readFacts(deps, item.productLink, Boolean(item.specifications), signal)
    : undefined;
  await setStatus(deps, item, "writing");
  const language = LanguageCodeSchema.parse(item.language);
  let script: string;
  try {
    script = await deps.writer.write({
      facts: facts ?? { features: [], images: [] },
      details: item.specifications ?? undefined,
      language,
      creativity: item.temperature,
      seed: randomUUID(),
    });
  } catch (error) {
    if (!(error instanceof ScriptWriterError)) throw error;
    if (["timeout", "unavailable", "network", "rate_limited", "empty"].includes(error.code))
      throw new TransientItemError(error.message, { cause: error });
    throw new PermanentItemError(error.message, `writer_${error.code}`);
  }
  const [draft] = await db
    .insert(scriptDrafts)
    .values({
      userId: item.userId,
      sessionId: `batch:${item.batchId}`,
      language,
      productLink: item.productLink,
      specifications: item.specifications,
      description: summarise(facts?.description ?? item.specifications ?? undefined),
      ...draftFactColumns(facts),
      script,
      writer: deps.writer.name,
    })
    .returning({ id: scriptDrafts.id });
  if (!draft) throw new Error("script draft insert returned no row");
  const [review] = await db.select({ review: batches.review }).from(batches).where(eq(batches.id, item.batchId));
  const [updated] = await db
    .update(batchItems)
    .set({ script, draftId: draft.id, status: review?.review ? "scripted" : "speaking", updatedAt: new Date() })
    .where(and(eq(batchItems.id, item.id), isNull(batchItems.draftId)))
    .returning();
  if (updated) return updated;
  // Another run wrote it first: keep that one (this draft stays unspent and unused).
  const [winner] = await db.select().from(batchItems).where(eq(batchItems.id, item.id));
  if (!winner) throw new PermanentItemError(MESSAGES.generic.notFound, "not_found");
  return winner;
}

/** The idempotency key of an item's generation attempt. */
export function itemGenerationKey(itemId: string, generation: number): string {
  return `batch-item:${itemId}:${generation}`;
}

async function speak(deps: AppDeps, item: Item): Promise<void> {
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
    if (!moved) throw new TransientItemError("The item moved on in another run.");
    generation = moved.generation;
  }
  await db
    .update(batchItems)
    .set({ status: "speaking", updatedAt: new Date(), startedAt: item.startedAt ?? new Date() })
    .where(and(eq(batchItems.id, item.id), eq(batchItems.generation, generation)));
  if (!item.draftId || !item.script) throw new PermanentItemError(MESSAGES.audio.scriptRequired, "no_script");
  try {
    const result = await generateAudio(
      {
        db,
        speech: deps.speech,
        storage: deps.storage,
        logger: deps.logger,
        fetchOptions: { allowHosts: deps.config.FETCH_ALLOW_HOSTS },
      },
      item.userId,
      {
        draftId: item.draftId,
        text: item.script,
        voice: VoiceIdSchema.parse(item.voice),
        idempotencyKey: itemGenerationKey(item.id, generation),
      },
      undefined,
      item.batchId,
    );
    await finish(deps, item, generation, result.audio.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "insufficient_credits")
      throw new PermanentItemError(INSUFFICIENT_CREDITS_MESSAGE, "insufficient_credits");
    if (error.status === 503 || error.status === 502 || error.status === 409) {
      // The attempt was refunded (its key is spent): the next run starts a new one.
      throw new TransientItemError(error.message, { cause: error });
    }
    throw new PermanentItemError(error.message, error.code);
  }
}

async function finish(deps: AppDeps, item: Item, generation: number, audioId: string): Promise<void> {
  const db = deps.database.db;
  if (item.title) {
    await db
      .update(generatedAudios)
      .set({ title: item.title, updatedAt: new Date() })
      .where(and(eq(generatedAudios.id, audioId), eq(generatedAudios.userId, item.userId)));
  }
  await db
    .update(batchItems)
    .set({ status: "done", audioId, error: null, errorCode: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(batchItems.id, item.id), eq(batchItems.generation, generation)));
}

function summarise(text: string | undefined): string | null {
  if (!text) return null;
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= 280 ? clean : `${clean.slice(0, 279)}…`;
}
