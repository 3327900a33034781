import { eq } from "drizzle-orm";
import { siteSyncs } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { getBalance } from "../credits/credits.service";
import { resumeSync, startSync } from "./site-sync.service";
import { dueSites } from "./sites.service";

/**
 * The schedule of every site (run every few minutes by one periodic job): verified sites whose
 * interval has passed get a sync, and syncs paused for credits resume once their seller has some.
 */
export async function runSiteSchedule(deps: AppDeps, now = new Date()): Promise<{ started: number; resumed: number }> {
  let started = 0;
  for (const site of await dueSites(deps, now)) {
    try {
      await startSync(deps, site.userId, site.id, "schedule");
      started += 1;
    } catch (err) {
      deps.logger.warn({ err, siteId: site.id }, "scheduled site sync not started");
    }
  }
  let resumed = 0;
  const paused = await deps.database.db.select().from(siteSyncs).where(eq(siteSyncs.status, "paused")).limit(500);
  for (const sync of paused) {
    if ((await getBalance(deps.database.db, sync.userId)) <= 0) continue;
    await resumeSync(deps, sync);
    resumed += 1;
  }
  return { started, resumed };
}
