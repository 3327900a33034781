import { definePeriodicJob } from "./define-job";

/** A disk write's temporary file this old belongs to a write that died with its process. */
export const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60_000;

/**
 * Removes what interrupted disk writes left behind (a no-op on S3, whose writes are atomic).
 * Once per deployment is enough: processes that share disk storage share its DATA_DIR.
 */
export const sweepTemporaryFiles = definePeriodicJob({
  name: "sweep-temporary-files",
  timeoutSeconds: 5 * 60,
  atStart: "queued",
  async run({ deps }) {
    const removed = (await deps.storage.sweepTemporaryFiles?.(TEMPORARY_FILE_MAX_AGE_MS)) ?? 0;
    if (removed > 0) deps.logger.info({ removed }, "removed temporary files of interrupted writes");
  },
});
