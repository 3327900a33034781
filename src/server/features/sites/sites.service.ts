import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import {
  SITE_MESSAGES,
  type CreateSiteInput,
  type SiteProductView,
  type SiteReviewView,
  type SiteView,
  type UpdateSiteInput,
} from "../../../shared/sites/site-schemas";
import { audioPublications, scriptDrafts, siteProducts, siteReviews, sites, siteSyncs } from "../../db/schema/index";
import { checkDraftText } from "../production/draft-claims";
import { releaseLogos } from "../logos/logos.service";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../http/errors";
import { checkVerification, newVerificationToken } from "./site-verification";
import { toSiteView } from "./site-view";
import type { Site } from "./site-types";

export type SitesDeps = Pick<AppDeps, "database" | "jobs" | "config" | "logger">;

/** The seller's site, or the 404 of a missing one (also for another seller's id). */
export async function ownedSite(deps: Pick<AppDeps, "database">, userId: string, siteId: string): Promise<Site> {
  const [site] = await deps.database.db
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.userId, userId)));
  if (!site) throw notFound();
  return site;
}

async function viewOf(deps: Pick<AppDeps, "database">, site: Site): Promise<SiteView> {
  const [last] = await deps.database.db
    .select()
    .from(siteSyncs)
    .where(eq(siteSyncs.siteId, site.id))
    .orderBy(desc(siteSyncs.startedAt))
    .limit(1);
  return toSiteView(site, last);
}

/** Adds a shop (unverified, with its token); one origin once per seller. */
export async function createSite(deps: SitesDeps, userId: string, input: CreateSiteInput): Promise<SiteView> {
  const [site] = await deps.database.db
    .insert(sites)
    .values({ userId, origin: input.origin, verificationToken: newVerificationToken() })
    .onConflictDoNothing()
    .returning();
  if (!site) throw new AppError(409, SITE_MESSAGES.duplicateOrigin, "duplicate_site");
  deps.logger.info({ userId, siteId: site.id, origin: site.origin }, "site added");
  return viewOf(deps, site);
}

export async function listSites(deps: SitesDeps, userId: string): Promise<SiteView[]> {
  const rows = await deps.database.db
    .select()
    .from(sites)
    .where(eq(sites.userId, userId))
    .orderBy(desc(sites.createdAt))
    .limit(100);
  return Promise.all(rows.map((site) => viewOf(deps, site)));
}

export async function getSite(deps: SitesDeps, userId: string, siteId: string): Promise<SiteView> {
  return viewOf(deps, await ownedSite(deps, userId, siteId));
}

export async function updateSite(
  deps: SitesDeps,
  userId: string,
  siteId: string,
  input: UpdateSiteInput,
): Promise<SiteView> {
  const site = await ownedSite(deps, userId, siteId);
  const interval = input.syncIntervalHours ?? site.syncIntervalHours;
  const [updated] = await deps.database.db
    .update(sites)
    .set({
      ...(input.sourceUrl !== undefined ? { sourceUrl: input.sourceUrl } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.voice !== undefined ? { voice: input.voice } : {}),
      ...(input.length !== undefined ? { length: input.length } : {}),
      ...(input.tone !== undefined ? { tone: input.tone } : {}),
      ...(input.evergreen !== undefined ? { evergreen: input.evergreen } : {}),
      ...(input.policy?.new ? { policyNew: input.policy.new } : {}),
      ...(input.policy?.changed ? { policyChanged: input.policy.changed } : {}),
      ...(input.policy?.removed ? { policyRemoved: input.policy.removed } : {}),
      ...(input.policy?.stale ? { policyStale: input.policy.stale } : {}),
      ...(input.playerSelector !== undefined ? { playerSelector: input.playerSelector || null } : {}),
      syncIntervalHours: interval,
      // A shorter interval applies from the last sync, not after the old one ran out.
      ...(site.lastSyncAt && site.verifiedAt
        ? { nextSyncAt: new Date(site.lastSyncAt.getTime() + interval * 3_600_000) }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(sites.id, site.id))
    .returning();
  return viewOf(deps, updated ?? site);
}

/**
 * Deletes the site with its products, syncs and reviews; the audios stay in the seller's library.
 * The site's logo goes after the commit, unless something else still holds it (decision 134).
 */
export async function deleteSite(
  deps: SitesDeps & Pick<AppDeps, "storage">,
  userId: string,
  siteId: string,
): Promise<void> {
  const site = await ownedSite(deps, userId, siteId);
  const gone = await deps.database.db.delete(sites).where(eq(sites.id, site.id)).returning({ logoId: sites.logoId });
  deps.logger.info({ userId, siteId }, "site deleted");
  await releaseLogos(
    { db: deps.database.db, storage: deps.storage, logger: deps.logger },
    gone.map((row) => row.logoId),
  );
}

/** Looks for the token on the shop (meta tag or well-known file); 422 with what was found otherwise. */
export async function verifySite(deps: SitesDeps, userId: string, siteId: string): Promise<{ verified: true }> {
  const site = await ownedSite(deps, userId, siteId);
  if (site.verifiedAt) return { verified: true };
  const outcome = await checkVerification(site.origin, site.verificationToken, {
    allowHosts: deps.config.FETCH_ALLOW_HOSTS,
  });
  if (!outcome.verified) throw new AppError(422, outcome.reason, "not_verified");
  const now = new Date();
  // The first scheduled sync is due at once: a verified shop with a source starts speaking.
  await deps.database.db
    .update(sites)
    .set({ verifiedAt: now, nextSyncAt: now, updatedAt: now })
    .where(eq(sites.id, site.id));
  deps.logger.info({ userId, siteId, via: outcome.via }, "site verified");
  return { verified: true };
}

export async function listSiteProducts(deps: SitesDeps, userId: string, siteId: string): Promise<SiteProductView[]> {
  const site = await ownedSite(deps, userId, siteId);
  const rows = await deps.database.db
    .select({ product: siteProducts, publicId: audioPublications.publicId })
    .from(siteProducts)
    .leftJoin(
      audioPublications,
      and(eq(audioPublications.audioId, siteProducts.audioId), eq(audioPublications.published, true)),
    )
    .where(eq(siteProducts.siteId, site.id))
    .orderBy(siteProducts.url)
    .limit(10_000);
  return rows.map(({ product, publicId }) => ({
    id: product.id,
    url: product.url,
    name: product.name,
    status: product.status,
    audioId: product.audioId,
    publicId: publicId ?? null,
    stale: product.audioStale,
    error: product.lastError,
    lastCheckedAt: product.lastCheckedAt?.toISOString() ?? null,
  }));
}

export async function listSiteReviews(deps: SitesDeps, userId: string, siteId: string): Promise<SiteReviewView[]> {
  const site = await ownedSite(deps, userId, siteId);
  const rows = await deps.database.db
    .select({ review: siteReviews, url: siteProducts.url, draft: scriptDrafts })
    .from(siteReviews)
    .innerJoin(siteProducts, eq(siteProducts.id, siteReviews.productId))
    .leftJoin(scriptDrafts, eq(scriptDrafts.id, siteReviews.draftId))
    .where(and(eq(siteReviews.siteId, site.id), eq(siteReviews.status, "pending")))
    .orderBy(siteReviews.createdAt);
  return rows.map(({ review, url, draft }) => ({
    id: review.id,
    url,
    kind: review.kind,
    oldScript: review.oldScript,
    newScript: review.newScript,
    changes: review.changes,
    ...(draft ? { claims: checkDraftText(draft, review.newScript) } : {}),
    createdAt: review.createdAt.toISOString(),
  }));
}

/** Verified sites whose scheduled sync is due (the periodic job enqueues them). */
export async function dueSites(deps: Pick<AppDeps, "database">, now: Date, limit = 100): Promise<Site[]> {
  return deps.database.db
    .select()
    .from(sites)
    .where(and(isNotNull(sites.verifiedAt), isNotNull(sites.sourceUrl), lte(sites.nextSyncAt, now)))
    .orderBy(sites.nextSyncAt)
    .limit(limit);
}
