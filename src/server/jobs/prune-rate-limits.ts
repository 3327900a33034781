import { pruneRateLimits } from "../http/rate-limit";
import { definePeriodicJob } from "./define-job";

/** Rate-limit counters whose window ended a day ago go, so the table stays small. */
export const pruneRateLimitCounters = definePeriodicJob({
  name: "prune-rate-limits",
  timeoutSeconds: 5 * 60,
  atStart: "queued",
  async run({ deps }) {
    const pruned = await pruneRateLimits(deps.database.db);
    if (pruned > 0) deps.logger.debug({ pruned }, "pruned rate-limit counters");
  },
});
