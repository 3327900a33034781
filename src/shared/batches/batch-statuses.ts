/** A batch's states (issue 16): running → (review →) done, or cancelled. */
export const BATCH_STATUSES = ["running", "review", "done", "cancelled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** A batch item's states, in the order an item goes through them. */
export const BATCH_ITEM_STATUSES = [
  "queued",
  "fetching",
  "writing",
  "scripted",
  /** Its script has unsupported sentences nobody confirmed (issue 24): held, nothing charged, until the seller edits or confirms. */
  "needs_review",
  "speaking",
  "done",
  "failed",
  "cancelled",
] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

/** Item states that will not change without the seller (retry, speak all): a batch whose items are all here is done. */
export const SETTLED_ITEM_STATUSES = ["done", "failed", "cancelled"] as const satisfies readonly BatchItemStatus[];

/** Item states a worker is (or will be) moving: a review batch whose items have none left waits for "Speak all". */
export const WORKING_ITEM_STATUSES = [
  "queued",
  "fetching",
  "writing",
  "speaking",
] as const satisfies readonly BatchItemStatus[];

/** Item states before the script is spoken, which cancelling a batch stops. */
export const UNSPOKEN_ITEM_STATUSES = [
  "queued",
  "fetching",
  "writing",
  "scripted",
  "needs_review",
] as const satisfies readonly BatchItemStatus[];

export function isSettledItemStatus(status: BatchItemStatus): boolean {
  return (SETTLED_ITEM_STATUSES as readonly BatchItemStatus[]).includes(status);
}

/** Item states the seller edits and then speaks (review mode's written scripts, held claims). */
export const REVIEWABLE_ITEM_STATUSES = ["scripted", "needs_review"] as const satisfies readonly BatchItemStatus[];
