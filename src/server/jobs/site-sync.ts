import { SITE_SYNC_JOB } from "../features/sites/site-job-refs";
import { walkSite } from "../features/sites/site-sync.service";
import { defineJob } from "./define-job";

/**
 * The walk of one site sync (issue 23): read the catalogue source, record the listed products,
 * handle the removed ones, and queue the first window of product jobs. Retried after a failure
 * (a shop that is down): a second run finds the products already recorded.
 */
export const siteSyncJob = defineJob({
  ...SITE_SYNC_JOB,
  mode: "parallel",
  timeoutSeconds: 10 * 60,
  heartbeatSeconds: 10,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  run: ({ syncId }, { deps }) => walkSite(deps, syncId),
});
