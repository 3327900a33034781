import { z } from "zod";
import { pruneRateLimits } from "../http/rate-limit";
import { defineJob } from "./define-job";

/** Rate-limit counters whose window ended a day ago go, so the table stays small. */
export const pruneRateLimitCounters = defineJob({
  name: "prune-rate-limits",
  data: z.object({}),
  mode: "one-at-a-time",
  timeoutSeconds: 5 * 60,
  every: "*/5 * * * *",
  atStart: "queued",
  async run(_data, { deps }) {
    const pruned = await pruneRateLimits(deps.database.db);
    if (pruned > 0) deps.logger.debug({ pruned }, "pruned rate-limit counters");
  },
});
