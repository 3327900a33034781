import { z } from "zod";
import type { JobRef } from "../../jobs/job-queue";

/**
 * The queue a batch item runs on. The job itself (jobs/batch-item.ts) imports the service; the
 * service enqueues through this reference, so it never imports the job file.
 */
export const BATCH_ITEM_JOB: JobRef<{ itemId: string }> = {
  name: "batch-item",
  data: z.object({ itemId: z.uuid() }).strict(),
};
