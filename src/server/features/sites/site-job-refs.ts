import { z } from "zod";
import type { JobRef } from "../../jobs/job-queue";
import type { SiteProductJobData, SiteSyncJobData } from "./site-types";

/**
 * The queues of a site sync (issue 23). The job files (jobs/site-sync.ts, jobs/site-product.ts)
 * import the services; the services enqueue through these references only.
 */
export const SITE_SYNC_JOB: JobRef<SiteSyncJobData> = {
  name: "site-sync",
  data: z.object({ syncId: z.uuid() }).strict(),
};

export const SITE_PRODUCT_JOB: JobRef<SiteProductJobData> = {
  name: "site-product",
  data: z.object({ syncId: z.uuid(), productId: z.uuid() }).strict(),
};
