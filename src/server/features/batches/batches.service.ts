import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { withPrivateLinksRefused } from "./batch-link-guard";
import { REVIEWABLE_ITEM_STATUSES, UNSPOKEN_ITEM_STATUSES } from "../../../shared/batches/batch-statuses";
import type { BatchCreated, BatchPreview, BatchSource } from "../../../shared/batches/batch-schemas";
import { batches, batchItems } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { MESSAGES } from "../../../shared/messages";
import { BatchStateConflict, InvalidInput, NotFound } from "../../lib/domain-errors";
import { getBalance } from "../credits/credits.service";
import { parseCsv, parseLinkList, type ParsedSource } from "./batch-csv";
import { feedFetcher, readFeed, type FeedFetch } from "./batch-feeds";
import { BATCH_ITEM_JOB } from "./batch-item-job-ref";
import { checkRows, isCheckedRow, sizeProblem } from "./batch-rows";
import { SYSTEM_ACTOR, type Actor } from "../workspaces/actor";
import { BATCH_ITEM_MESSAGES } from "../../../shared/batches/batch-messages";

/** `dnsLookup` resolves the rows' host names for the private-link check (the system resolver unless a test injects one). */
export type BatchesDeps = Pick<AppDeps, "database" | "jobs" | "config" | "logger" | "dnsLookup"> & {
  feedFetch?: FeedFetch;
};

type Resolved = ParsedSource & { source: string };

/** Rows from any input: JSON items, CSV text, a pasted link list, or a feed/sitemap/products.json link. */
async function resolveSource(deps: BatchesDeps, input: BatchSource): Promise<Resolved> {
  if ("items" in input) return { rows: input.items, fileProblems: [], source: "json" };
  if ("csv" in input) return { ...parseCsv(input.csv), source: "csv" };
  if ("links" in input) return { ...parseLinkList(input.links), source: "links" };
  const fetch = deps.feedFetch ?? feedFetcher({ allowHosts: deps.config.FETCH_ALLOW_HOSTS });
  return { ...(await readFeed(input.feedUrl.trim(), fetch)), source: "feed" };
}

async function previewOf(deps: BatchesDeps, resolved: Resolved, balance: number): Promise<BatchPreview> {
  const tooMany = sizeProblem(resolved.rows.length);
  const fileProblems = [...resolved.fileProblems, ...(tooMany && !resolved.fileProblems.length ? [tooMany] : [])];
  // Thousands of rows are not listed one by one: the file problem says it all.
  const checked = tooMany && resolved.rows.length > 0 ? [] : checkRows(resolved.rows);
  // Links into private networks are refused here, naming their rows, rather than item by item later.
  const rows = await withPrivateLinksRefused(checked, {
    allowHosts: deps.config.FETCH_ALLOW_HOSTS,
    ...(deps.dnsLookup ? { lookup: deps.dnsLookup } : {}),
  });
  const valid = fileProblems.length ? 0 : rows.filter(isCheckedRow).length;
  return { rows, fileProblems, valid, creditsNeeded: valid, balance };
}

/** What "Start" would do: the rows checked one by one, the credits they need and the balance. Charges nothing. */
export async function previewBatch(deps: BatchesDeps, userId: string, input: BatchSource): Promise<BatchPreview> {
  const resolved = await resolveSource(deps, input);
  return previewOf(deps, resolved, await getBalance(deps.database.db, userId));
}

/**
 * Creates a batch and queues one job per item, in one transaction: the batch exists with all its
 * jobs or not at all. Any problem (of the file or of a row) refuses the whole batch with the
 * first problems named, so nothing starts that the seller did not see in the preview. Nothing
 * is charged here: each item's credit is taken when its audio is made.
 */
export async function createBatch(
  deps: BatchesDeps,
  userId: string,
  input: BatchSource,
  /** Who starts it (decision 121): its items spend in this name while it may; absent, the system. */
  startedBy: Actor = SYSTEM_ACTOR,
): Promise<BatchCreated> {
  const resolved = await resolveSource(deps, input);
  const preview = await previewOf(deps, resolved, 0);
  if (preview.fileProblems.length) throw new InvalidInput(preview.fileProblems.join(" "), "invalid_batch");
  const problems = preview.rows.filter((row) => !isCheckedRow(row));
  if (problems.length) {
    const listed = problems
      .slice(0, 3)
      .map((row) => BATCH_ITEM_MESSAGES.rowProblems(row.row, row.problems.join(" ")))
      .join(" ");
    const more = problems.length > 3 ? ` ${BATCH_ITEM_MESSAGES.moreRows(problems.length - 3)}` : "";
    throw new InvalidInput(`${listed}${more}`, "invalid_rows");
  }
  const review = input.review ?? false;
  const publish = input.publish ?? false;
  const style = { length: input.length ?? null, tone: input.tone ?? null };
  return deps.database.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        userId,
        review,
        publish,
        ...style,
        total: preview.rows.length,
        source: resolved.source,
        startedByUserId: startedBy.userId,
        startedByApiKeyId: startedBy.apiKeyId,
      })
      .returning({ id: batches.id });
    if (!batch) throw new Error("batch insert returned no row");
    const items = await tx
      .insert(batchItems)
      .values(
        preview.rows.map((row) => ({
          batchId: batch.id,
          userId,
          position: row.row,
          productLink: row.productLink,
          specifications: row.specifications,
          language: row.language,
          voice: row.voice,
          temperature: row.temperature,
          title: row.title,
        })),
      )
      .returning({ id: batchItems.id });
    await deps.jobs.sendMany(
      BATCH_ITEM_JOB,
      items.map((item) => ({ itemId: item.id })),
      { tx },
    );
    deps.logger.info({ userId, batchId: batch.id, items: items.length, review, publish }, "batch created");
    return { id: batch.id };
  });
}

export async function ownedBatch(deps: Pick<AppDeps, "database">, userId: string, batchId: string) {
  const [batch] = await deps.database.db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId)));
  if (!batch) throw new NotFound(MESSAGES.generic.notFound);
  return batch;
}

export async function batchItemsOf(deps: Pick<AppDeps, "database">, batchId: string) {
  return deps.database.db
    .select()
    .from(batchItems)
    .where(eq(batchItems.batchId, batchId))
    .orderBy(asc(batchItems.position));
}

export async function listOwnBatches(deps: Pick<AppDeps, "database">, userId: string) {
  return deps.database.db
    .select()
    .from(batches)
    .where(eq(batches.userId, userId))
    .orderBy(desc(batches.createdAt))
    .limit(50);
}

/** Counts per status for a list of batches (the list view has no items). */
export async function countsOf(deps: Pick<AppDeps, "database">, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  return deps.database.db
    .select({ batchId: batchItems.batchId, status: batchItems.status, n: sql<number>`count(*)::int` })
    .from(batchItems)
    .where(inArray(batchItems.batchId, batchIds))
    .groupBy(batchItems.batchId, batchItems.status);
}

/**
 * Stops a batch: items not yet being spoken are cancelled and cost nothing; an item already
 * speaking finishes (its credit is taken, its audio kept).
 */
export async function cancelBatch(deps: BatchesDeps, userId: string, batchId: string): Promise<void> {
  const batch = await ownedBatch(deps, userId, batchId);
  if (batch.status === "done" || batch.status === "cancelled") return;
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(batchItems)
      .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, [...UNSPOKEN_ITEM_STATUSES])));
    await tx.update(batches).set({ status: "cancelled", finishedAt: new Date() }).where(eq(batches.id, batchId));
  });
  deps.logger.info({ userId, batchId }, "batch cancelled");
}

/**
 * Queues the failed items again (after buying credits, or after a shop was down). Their scripts
 * are kept when written; each goes on to a new generation attempt.
 */
export async function retryFailed(
  deps: BatchesDeps,
  userId: string,
  batchId: string,
  /** Who retries takes the batch over (decision 121): its items now spend in their name. */
  actor?: Actor,
): Promise<number> {
  const batch = await ownedBatch(deps, userId, batchId);
  if (batch.status === "cancelled") throw new BatchStateConflict("batch_cancelled", BATCH_ITEM_MESSAGES.cancelled);
  return deps.database.db.transaction(async (tx) => {
    const items = await tx
      .update(batchItems)
      .set({ status: "queued", error: null, errorCode: null, finishedAt: null, updatedAt: new Date() })
      .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, "failed")))
      .returning({ id: batchItems.id });
    if (items.length === 0) return 0;
    await tx
      .update(batches)
      .set({ status: "running", finishedAt: null, ...startedByOf(actor) })
      .where(eq(batches.id, batchId));
    await deps.jobs.sendMany(
      BATCH_ITEM_JOB,
      items.map((item) => ({ itemId: item.id })),
      { tx },
    );
    return items.length;
  });
}

/** Review mode: every written script goes on to be spoken. */
export async function speakAll(
  deps: BatchesDeps,
  userId: string,
  batchId: string,
  /** Who says "Speak all" takes the batch over (decision 121): its items spend in their name. */
  actor?: Actor,
): Promise<number> {
  const batch = await ownedBatch(deps, userId, batchId);
  if (batch.status !== "review" && batch.status !== "running")
    throw new BatchStateConflict("not_in_review", BATCH_ITEM_MESSAGES.notInReview);
  return deps.database.db.transaction(async (tx) => {
    const items = await tx
      .update(batchItems)
      .set({ status: "queued", error: null, errorCode: null, updatedAt: new Date() })
      .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, [...REVIEWABLE_ITEM_STATUSES])))
      .returning({ id: batchItems.id });
    await tx
      .update(batches)
      .set({ status: "running", ...startedByOf(actor) })
      .where(eq(batches.id, batchId));
    await deps.jobs.sendMany(
      BATCH_ITEM_JOB,
      items.map((item) => ({ itemId: item.id })),
      { tx },
    );
    return items.length;
  });
}

/** Review mode, or an item held for its claims: the seller's edit of one written script, before it is spoken. */
export async function editScript(
  deps: BatchesDeps,
  userId: string,
  batchId: string,
  itemId: string,
  script: string,
): Promise<void> {
  await ownedBatch(deps, userId, batchId);
  const [updated] = await deps.database.db
    .update(batchItems)
    .set({ script, updatedAt: new Date() })
    .where(
      and(
        eq(batchItems.id, itemId),
        eq(batchItems.batchId, batchId),
        inArray(batchItems.status, [...REVIEWABLE_ITEM_STATUSES]),
      ),
    )
    .returning({ id: batchItems.id });
  if (!updated) throw new BatchStateConflict("not_editable", BATCH_ITEM_MESSAGES.notEditable);
}

function startedByOf(actor: Actor | undefined) {
  return actor ? { startedByUserId: actor.userId, startedByApiKeyId: actor.apiKeyId } : {};
}
