import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { SITE_MESSAGES, type SiteSyncView } from "../../../shared/sites/site-schemas";
import { siteProducts, sites, siteSyncs } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../http/errors";
import { SITE_PRODUCT_JOB, SITE_SYNC_JOB } from "./site-job-refs";
import { readSiteSource } from "./site-source";
import { removeProduct } from "./site-product-outcomes";
import { onSyncFinished } from "./site-sync-finished";
import { toSyncView } from "./site-view";
import { ownedSite } from "./sites.service";
import type { SiteSync } from "./site-types";
import { SYSTEM_ACTOR, type Actor } from "../workspaces/actor";

/**
 * How many product jobs one sync keeps in the queue at a time. Each finished product queues the
 * next, so a shop of 1,000 pages never stands in front of a small shop's 10: every site gets its
 * turn (fair share across sites), and the per-host limiter keeps each shop's pace.
 */
export const SITE_SYNC_WINDOW = 16;

type SyncDeps = AppDeps;

/**
 * "Sync now" (and the schedule): a sync row and its walk job, in one transaction. A sync already
 * running is returned as it is; a paused one is resumed. An unverified site syncs nothing.
 */
export async function startSync(
  deps: Pick<AppDeps, "database" | "jobs" | "logger">,
  userId: string,
  siteId: string,
  trigger: "manual" | "schedule" = "manual",
  /** Who pressed "Sync now" (decision 121): its products spend in this name; a schedule is the system. */
  startedBy: Actor = SYSTEM_ACTOR,
): Promise<{ syncId: string }> {
  const site = await ownedSite(deps, userId, siteId);
  if (!site.verifiedAt) throw new AppError(409, SITE_MESSAGES.notVerified, "site_not_verified");
  if (!site.sourceUrl) throw new AppError(409, SITE_MESSAGES.noSource, "site_no_source");
  const [open] = await deps.database.db
    .select()
    .from(siteSyncs)
    .where(and(eq(siteSyncs.siteId, site.id), inArray(siteSyncs.status, ["running", "paused"])))
    .orderBy(desc(siteSyncs.startedAt))
    .limit(1);
  if (open?.status === "paused") {
    await resumeSync(deps, open);
    return { syncId: open.id };
  }
  if (open) return { syncId: open.id };
  const started = await deps.database.db.transaction(async (tx) => {
    // Two starts at once ("Sync now" and the schedule): the partial unique index lets one insert
    // win; the other inserts nothing and answers the winner's sync (decision 075).
    const [sync] = await tx
      .insert(siteSyncs)
      .values({
        siteId: site.id,
        userId,
        trigger,
        startedByUserId: startedBy.userId,
        startedByApiKeyId: startedBy.apiKeyId,
      })
      .onConflictDoNothing({ target: siteSyncs.siteId, where: sql`status in ('running', 'paused')` })
      .returning({ id: siteSyncs.id });
    if (!sync) return null;
    const next = new Date(Date.now() + site.syncIntervalHours * 3_600_000);
    await tx.update(sites).set({ lastSyncAt: new Date(), nextSyncAt: next }).where(eq(sites.id, site.id));
    await deps.jobs.send(SITE_SYNC_JOB, { syncId: sync.id }, { tx });
    deps.logger.info({ userId, siteId, syncId: sync.id, trigger }, "site sync started");
    return { syncId: sync.id };
  });
  if (started) return started;
  const [winner] = await deps.database.db
    .select({ id: siteSyncs.id })
    .from(siteSyncs)
    .where(and(eq(siteSyncs.siteId, site.id), inArray(siteSyncs.status, ["running", "paused"])))
    .limit(1);
  // The winner may already have finished (an empty source): then this start runs a sync of its own.
  return winner ? { syncId: winner.id } : startSync(deps, userId, siteId, trigger, startedBy);
}

export async function getSync(
  deps: Pick<AppDeps, "database">,
  userId: string,
  siteId: string,
  syncId: string,
): Promise<SiteSyncView> {
  const site = await ownedSite(deps, userId, siteId);
  const [sync] = await deps.database.db
    .select()
    .from(siteSyncs)
    .where(and(eq(siteSyncs.id, syncId), eq(siteSyncs.siteId, site.id)));
  if (!sync) throw notFound();
  return toSyncView(sync);
}

export async function listSyncs(deps: Pick<AppDeps, "database">, userId: string, siteId: string) {
  const site = await ownedSite(deps, userId, siteId);
  const rows = await deps.database.db
    .select()
    .from(siteSyncs)
    .where(eq(siteSyncs.siteId, site.id))
    .orderBy(desc(siteSyncs.startedAt))
    .limit(50);
  return rows.map(toSyncView);
}

/**
 * The walk (site-sync job): reads the source, records every listed product as seen by this sync,
 * handles the ones no longer listed (removed, by policy), and queues the first window of product
 * jobs. Run again after a crash, it finds the products already seen and queues what is missing.
 */
export async function walkSite(deps: SyncDeps, syncId: string): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({ sync: siteSyncs, site: sites })
    .from(siteSyncs)
    .innerJoin(sites, eq(sites.id, siteSyncs.siteId))
    .where(eq(siteSyncs.id, syncId));
  if (!found || found.sync.status !== "running") return;
  const { site, sync } = found;
  if (!site.verifiedAt || !site.sourceUrl) return failSync(deps, sync, SITE_MESSAGES.notVerified);
  const source = await readSiteSource(site.origin, site.sourceUrl, { allowHosts: deps.config.FETCH_ALLOW_HOSTS });
  if ("problem" in source) return failSync(deps, sync, source.problem);

  for (let i = 0; i < source.urls.length; i += 500) {
    const chunk = source.urls.slice(i, i + 500);
    await db
      .insert(siteProducts)
      .values(chunk.map((url) => ({ siteId: site.id, userId: site.userId, url, lastSeenSyncId: sync.id })))
      .onConflictDoUpdate({
        target: [siteProducts.siteId, siteProducts.url],
        set: { lastSeenSyncId: sync.id },
      });
  }
  // Listed before, not now: removed (unpublished unless the policy keeps them), counted once.
  const gone = await db
    .select()
    .from(siteProducts)
    .where(
      and(
        eq(siteProducts.siteId, site.id),
        or(isNull(siteProducts.lastSeenSyncId), ne(siteProducts.lastSeenSyncId, sync.id)),
        ne(siteProducts.status, "removed"),
      ),
    );
  for (const product of gone) await removeProduct(deps, site, product, sync.id, "not in the catalogue source");

  await db.update(siteSyncs).set({ total: source.urls.length }).where(eq(siteSyncs.id, sync.id));
  deps.logger.info({ syncId, siteId: site.id, products: source.urls.length, removed: gone.length }, "site walked");
  if (source.urls.length === 0) return settleSync(deps, sync.id);
  await queueNext(deps, sync.id, site.id, SITE_SYNC_WINDOW);
}

/**
 * Claims up to `count` products of the sync that have no job yet and queues one job each. The
 * claim (queued_sync_id) is conditional, so two finishing jobs never queue the same product.
 */
export async function queueNext(
  deps: Pick<AppDeps, "database" | "jobs">,
  syncId: string,
  siteId: string,
  count: number,
): Promise<number> {
  const db = deps.database.db;
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(siteProducts)
      .set({ queuedSyncId: syncId })
      .where(
        inArray(
          siteProducts.id,
          sql`(select id from ${siteProducts} where ${siteProducts.siteId} = ${siteId}
                and ${siteProducts.lastSeenSyncId} = ${syncId}
                and ${siteProducts.queuedSyncId} is distinct from ${syncId}
                order by ${siteProducts.url} limit ${count} for update skip locked)`,
        ),
      )
      .returning({ id: siteProducts.id });
    if (rows.length)
      await deps.jobs.sendMany(
        SITE_PRODUCT_JOB,
        rows.map((row) => ({ syncId, productId: row.id })),
        { tx },
      );
    return rows.length;
  });
  return claimed;
}

/** When every listed product is counted, the running sync is done (once) and announced. */
export async function settleSync(deps: SyncDeps, syncId: string): Promise<void> {
  const [done] = await deps.database.db
    .update(siteSyncs)
    .set({ status: "done", finishedAt: new Date() })
    .where(
      and(eq(siteSyncs.id, syncId), eq(siteSyncs.status, "running"), sql`${siteSyncs.settled} >= ${siteSyncs.total}`),
    )
    .returning();
  if (done) await onSyncFinished(deps, done);
}

async function failSync(deps: SyncDeps, sync: SiteSync, message: string): Promise<void> {
  const [failed] = await deps.database.db
    .update(siteSyncs)
    .set({ status: "failed", error: message, finishedAt: new Date() })
    .where(and(eq(siteSyncs.id, sync.id), eq(siteSyncs.status, "running")))
    .returning();
  deps.logger.warn({ syncId: sync.id, siteId: sync.siteId, message }, "site sync failed");
  if (failed) await onSyncFinished(deps, failed);
}

/**
 * A paused sync (out of credits) goes on: the products it has not counted get a job again. Run
 * by "Sync now" on a paused sync and by the schedule once the seller has credits.
 */
export async function resumeSync(deps: Pick<AppDeps, "database" | "jobs" | "logger">, sync: SiteSync): Promise<void> {
  const db = deps.database.db;
  const [resumed] = await db
    .update(siteSyncs)
    .set({ status: "running", error: null })
    .where(and(eq(siteSyncs.id, sync.id), eq(siteSyncs.status, "paused")))
    .returning({ id: siteSyncs.id });
  if (!resumed) return;
  await db
    .update(siteProducts)
    .set({ queuedSyncId: null })
    .where(
      and(
        eq(siteProducts.siteId, sync.siteId),
        eq(siteProducts.lastSeenSyncId, sync.id),
        sql`${siteProducts.checkedSyncId} is distinct from ${sync.id}`,
      ),
    );
  deps.logger.info({ syncId: sync.id, siteId: sync.siteId }, "site sync resumed");
  await queueNext(deps, sync.id, sync.siteId, SITE_SYNC_WINDOW);
}
