import { BATCH_ITEM_JOB } from "../features/batches/batch-item-job-ref";
import { giveUpBatchItem, processBatchItem } from "../features/batches/batch-item.service";
import { defineJob } from "./define-job";

/** Retries of a batch item after a transient failure (page unreachable, speech service 5xx), 5 s doubling. */
export const BATCH_ITEM_RETRIES = 4;

/**
 * Where a batch item goes once its retries are spent without it settling (its worker was killed
 * on the last attempt): the item fails with a reason and the batch can finish.
 */
export const batchItemGivenUpJob = defineJob({
  name: "batch-item-given-up",
  data: BATCH_ITEM_JOB.data,
  mode: "parallel",
  timeoutSeconds: 60,
  retry: { limit: 3, delaySeconds: 10 },
  run: ({ itemId }, { deps }) => giveUpBatchItem(deps, itemId),
});

/**
 * One product of a catalogue batch (issue 16): fetch, write, speak. Parallel (JOB_CONCURRENCY per
 * process); a heartbeat every few seconds, so a worker killed mid-item has its job failed and
 * retried by another within about 30 s (heartbeat 10 s + supervision every 15 s + retry delay).
 */
export const batchItemJob = defineJob({
  ...BATCH_ITEM_JOB,
  mode: "parallel",
  timeoutSeconds: 5 * 60,
  heartbeatSeconds: 10,
  // A busy worker takes its next item as soon as one is done (pg-boss waits out the interval otherwise).
  pollingIntervalSeconds: 0.5,
  retry: { limit: BATCH_ITEM_RETRIES, delaySeconds: 5, backoff: true },
  deadLetter: batchItemGivenUpJob.name,
  run: ({ itemId }, { deps, attempt, signal }) =>
    processBatchItem(deps, itemId, { lastAttempt: attempt >= BATCH_ITEM_RETRIES, signal }),
});
