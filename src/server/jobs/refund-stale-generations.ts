import { refundStaleReservations } from "../features/audios/credit-reservation";
import { definePeriodicJob } from "./define-job";

/** A generation still pending after this long belongs to a process that died: refund it. */
export const STALE_GENERATION_MS = 10 * 60_000;

/**
 * Credits reserved by a process killed mid-generation go back. Run in every process as it
 * starts, before it serves (a restart after a crash settles its seller's balance at once), and
 * every five minutes. Each refund is a conditional status change, so overlapping runs refund
 * a reservation once.
 */
export const refundStaleGenerations = definePeriodicJob({
  name: "refund-stale-generations",
  timeoutSeconds: 5 * 60,
  atStart: "inline",
  async run({ deps }) {
    const refunded = await refundStaleReservations(deps.database.db, STALE_GENERATION_MS, deps.storage);
    if (refunded > 0) deps.logger.warn({ refunded }, "refunded stale generations");
  },
});
