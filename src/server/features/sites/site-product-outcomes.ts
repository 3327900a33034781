import { and, eq, ne, sql } from "drizzle-orm";
import { siteProducts, siteSyncs } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { unpublishSiteAudio } from "./site-production";
import type { Site, SiteProduct } from "./site-types";

export type ProductOutcome = "new" | "changed" | "unchanged" | "removed" | "failed";

type OutcomeDeps = Pick<AppDeps, "database" | "storage" | "logger" | "config" | "events">;

/**
 * Counts a product in its sync, exactly once: the product's `checked_sync_id` moves to this sync
 * in the same transaction as the counters, so a job run again (a retry, a killed worker) adds
 * nothing. Credits are the ones this product's audio took in this sync (0 or 1).
 */
export async function countProduct(
  deps: Pick<AppDeps, "database">,
  syncId: string,
  productId: string,
  outcome: ProductOutcome,
  credits: number,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [mine] = await tx
      .update(siteProducts)
      .set({ checkedSyncId: syncId, lastCheckedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(siteProducts.id, productId), sql`${siteProducts.checkedSyncId} is distinct from ${syncId}`))
      .returning({ id: siteProducts.id });
    if (!mine) return false;
    const column = {
      new: siteSyncs.new,
      changed: siteSyncs.changed,
      unchanged: siteSyncs.unchanged,
      removed: siteSyncs.removed,
      failed: siteSyncs.failed,
    }[outcome];
    await tx
      .update(siteSyncs)
      .set({
        checked: sql`${siteSyncs.checked} + 1`,
        settled: sql`${siteSyncs.settled} + 1`,
        [outcome]: sql`${column} + 1`,
        creditsSpent: sql`${siteSyncs.creditsSpent} + ${credits}`,
      })
      .where(eq(siteSyncs.id, syncId));
    return true;
  });
}

/**
 * A product gone from the source, or answering 404/410: `removed`, and its audio unpublished
 * unless the site's policy keeps it. `countInSync` adds it to the sync's removed count when it
 * is not one of the sync's listed products (those are counted by countProduct).
 */
export async function removeProduct(
  deps: OutcomeDeps,
  site: Site,
  product: SiteProduct,
  syncId: string,
  reason: string,
  countInSync = true,
): Promise<void> {
  const db = deps.database.db;
  const [removed] = await db
    .update(siteProducts)
    .set({ status: "removed", lastError: reason, updatedAt: new Date() })
    .where(and(eq(siteProducts.id, product.id), ne(siteProducts.status, "removed")))
    .returning({ id: siteProducts.id });
  if (!removed) return;
  if (product.audioId && site.policyRemoved === "unpublish")
    await unpublishSiteAudio(deps, site.userId, product.audioId).catch((err: unknown) =>
      deps.logger.warn({ err, productId: product.id }, "could not unpublish a removed product's audio"),
    );
  if (countInSync)
    await db
      .update(siteSyncs)
      .set({ removed: sql`${siteSyncs.removed} + 1` })
      .where(eq(siteSyncs.id, syncId));
  await deps.events.publish(site.userId, "product.changed", {
    site_id: site.id,
    product: { id: product.id, url: product.url, status: "removed" },
    reason,
  });
}
