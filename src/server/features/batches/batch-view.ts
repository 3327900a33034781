import type { BatchItemStatus } from "../../../shared/batches/batch-statuses";
import type { BatchItemView, BatchView } from "../../../shared/batches/batch-schemas";
import type { batches, batchItems } from "../../db/schema/index";

type Batch = typeof batches.$inferSelect;
type Item = typeof batchItems.$inferSelect;
export type StatusCounts = Partial<Record<BatchItemStatus, number>>;

export function countStatuses(items: readonly Pick<Item, "status">[]): StatusCounts {
  const counts: StatusCounts = {};
  for (const item of items) counts[item.status] = (counts[item.status] ?? 0) + 1;
  return counts;
}

/**
 * A batch as its page shows it. The time left is the pace so far (settled items over the time
 * since the batch was created) applied to the items still to go; none before the first settles.
 */
export function toBatchSummary(batch: Batch, counts: StatusCounts, now = Date.now()): Omit<BatchView, "items"> {
  const done = counts.done ?? 0;
  const failed = counts.failed ?? 0;
  const cancelled = counts.cancelled ?? 0;
  const scripted = counts.scripted ?? 0;
  const held = counts.needs_review ?? 0;
  const settled = done + failed;
  const remaining = batch.total - done - failed - cancelled - (batch.status === "review" ? scripted + held : 0);
  const elapsed = (now - batch.createdAt.getTime()) / 1000;
  const etaSeconds =
    batch.status === "running" && settled > 0 && remaining > 0 ? Math.round((elapsed / settled) * remaining) : null;
  return {
    id: batch.id,
    status: batch.status,
    review: batch.review,
    publish: batch.publish,
    source: batch.source,
    total: batch.total,
    done,
    failed,
    cancelled,
    scripted,
    etaSeconds,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
  };
}

export function toItemView(item: Item, withScript: boolean): BatchItemView {
  return {
    id: item.id,
    row: item.position,
    productLink: item.productLink,
    title: item.title,
    language: item.language,
    voice: item.voice,
    status: item.status,
    // A held item says why (the unsupported sentences' reasons) and shows its script to edit.
    ...(item.error && (item.status === "failed" || held(item)) ? { error: item.error } : {}),
    ...(item.errorCode && (item.status === "failed" || held(item)) ? { errorCode: item.errorCode } : {}),
    ...(item.audioId && item.status === "done" ? { audioId: item.audioId } : {}),
    ...((withScript || held(item)) && item.script ? { script: item.script } : {}),
    ...(held(item) && item.draftId ? { draftId: item.draftId } : {}),
  };
}

export function toBatchView(batch: Batch, items: readonly Item[], now = Date.now()): BatchView {
  return {
    ...toBatchSummary(batch, countStatuses(items), now),
    items: items.map((item) => toItemView(item, batch.review)),
  };
}

const held = (item: Item) => item.status === "needs_review";
