import { batchItemGivenUpJob, batchItemJob } from "./batch-item";
import type { AnyJobDefinition } from "./define-job";
import { deliverWebhook } from "./deliver-webhook";
import { pruneListenSaltsJob } from "./prune-listen-salts";
import { pruneRateLimitCounters } from "./prune-rate-limits";
import { refundStaleGenerations } from "./refund-stale-generations";
import { retryContactMail } from "./retry-contact-deliveries";
import { scheduleSiteSyncs } from "./schedule-site-syncs";
import { seedCategoryExamples } from "./seed-category-examples";
import { siteProductGivenUpJob, siteProductJob } from "./site-product";
import { siteSyncJob } from "./site-sync";
import { sweepTemporaryFiles } from "./sweep-temporary-files";

/** Every kind of background work the server knows; a new job file is added here. */
export const ALL_JOBS: readonly AnyJobDefinition[] = [
  refundStaleGenerations,
  pruneRateLimitCounters,
  retryContactMail,
  seedCategoryExamples,
  sweepTemporaryFiles,
  pruneListenSaltsJob,
  deliverWebhook,
  // A dead-letter queue must exist before the queue that names it.
  batchItemGivenUpJob,
  batchItemJob,
  // Connected shops (issue 23).
  siteProductGivenUpJob,
  siteProductJob,
  siteSyncJob,
  scheduleSiteSyncs,
];
