import { and, eq, like } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import { generationRequests, siteProducts, sites, siteSyncs } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { FetchFailedError, FetchRefusedError } from "../../fetch/fetch-errors";
import { safeFetchHtmlConditional, type ConditionalFetchResult } from "../../fetch/safe-fetch";
import { processHostLimiter } from "../batches/host-limiter";
import { fingerprintLike, isLegacyFingerprint, spokenFactsOf, spokenFingerprint } from "./site-facts";
import { productIdentifiers } from "./site-identifiers";
import { countProduct, removeProduct, type ProductOutcome } from "./site-product-outcomes";
import { SiteOutOfCreditsError, SitePermanentError, SiteTransientError } from "./site-production";
import { changedProduct, newProduct, sameProduct, setProduct, type Checked } from "./site-product-changes";
import { pauseSync } from "./site-sync-finished";
import { queueNext, settleSync } from "./site-sync.service";
import type { Site, SiteProduct } from "./site-types";
import { assertActorMayAct, type Actor } from "../workspaces/actor";
import { ActorLostAccess } from "../../lib/domain-errors";

type RunContext = { lastAttempt: boolean; signal?: AbortSignal };

/**
 * One product page of a sync (site-product job): fetch it politely and conditionally, read its
 * facts, compare what its audio speaks with the page now, and act by the site's policy. Counted
 * in the sync once; then the sync's next product is queued (the per-site window) and the sync
 * settles when all are counted. Transient failures throw for the queue's retry with backoff.
 */
export async function processSiteProduct(
  deps: AppDeps,
  data: { syncId: string; productId: string },
  context: RunContext,
): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({
      product: siteProducts,
      site: sites,
      syncStatus: siteSyncs.status,
      syncStartedAt: siteSyncs.startedAt,
      startedByUserId: siteSyncs.startedByUserId,
      startedByApiKeyId: siteSyncs.startedByApiKeyId,
    })
    .from(siteProducts)
    .innerJoin(sites, eq(sites.id, siteProducts.siteId))
    .innerJoin(siteSyncs, eq(siteSyncs.id, data.syncId))
    .where(and(eq(siteProducts.id, data.productId), eq(siteSyncs.siteId, siteProducts.siteId)));
  // A paused sync queues this product again when it resumes; a finished one is over.
  if (!found || found.syncStatus !== "running" || !found.site.verifiedAt) return;
  const { product, site } = found;
  // The sync acts for whoever started it (decision 121); a scheduled sync, for the system.
  const actor: Actor = { userId: found.startedByUserId, apiKeyId: found.startedByApiKeyId };
  let outcome: ProductOutcome;
  let credits = 0;
  if (product.checkedSyncId === data.syncId) outcome = "unchanged";
  else {
    try {
      // A starter removed or lowered to viewer since: the product fails unread, nothing charged.
      await assertActorMayAct(db, site.userId, actor, "member");
      ({ outcome, credits } = await checkProduct({ ...deps, actor }, site, product, data.syncId, context.signal));
      // A run killed after making the audio but before counting it: the audio it made is this
      // sync's, so the product counts as made (and its credit as spent) here, not as unchanged.
      if (outcome === "unchanged")
        ({ outcome, credits } = (await madeInThisSync(deps, site.userId, product, found.syncStartedAt)) ?? {
          outcome,
          credits,
        });
    } catch (error) {
      if (error instanceof SiteOutOfCreditsError) {
        await pauseSync(deps, data.syncId);
        return;
      }
      if (error instanceof SiteTransientError && !context.lastAttempt) throw error;
      await failProduct(deps, product, failureMessage(deps, product.id, error));
      outcome = "failed";
    }
  }
  await countProduct(deps, data.syncId, product.id, outcome, credits);
  await queueNext(deps, data.syncId, site.id, 1);
  await settleSync(deps, data.syncId);
}

/**
 * Whether the product's current audio was made (and charged) since the sync started, by an earlier
 * run of this product's job: "new" when it is the product's first audio, else "changed".
 */
async function madeInThisSync(
  deps: AppDeps,
  userId: string,
  product: SiteProduct,
  syncStartedAt: Date,
): Promise<{ outcome: ProductOutcome; credits: number } | null> {
  // Nothing of this sync touched a product last updated before it started (the common case).
  if (!product.audioId || product.updatedAt < syncStartedAt) return null;
  const made = await deps.database.db
    .select({ audioId: generationRequests.audioId, createdAt: generationRequests.createdAt })
    .from(generationRequests)
    .where(
      and(
        eq(generationRequests.userId, userId),
        eq(generationRequests.status, "succeeded"),
        like(generationRequests.idempotencyKey, `site-product:${product.id}:%`),
      ),
    );
  const current = made.find((row) => row.audioId === product.audioId);
  if (!current || current.createdAt < syncStartedAt) return null;
  const before = made.some((row) => row.createdAt < syncStartedAt);
  return { outcome: before ? "changed" : "new", credits: 1 };
}

/** The queue gave up on a product (its worker killed on the last attempt): failed, and the sync goes on. */
export async function giveUpSiteProduct(deps: AppDeps, data: { syncId: string; productId: string }): Promise<void> {
  const [product] = await deps.database.db.select().from(siteProducts).where(eq(siteProducts.id, data.productId));
  if (!product) return;
  await failProduct(deps, product, "This page could not be checked after several attempts.");
  await countProduct(deps, data.syncId, product.id, "failed", 0);
  await queueNext(deps, data.syncId, product.siteId, 1);
  await settleSync(deps, data.syncId);
}

async function failProduct(deps: AppDeps, product: SiteProduct, message: string): Promise<void> {
  // The audio keeps playing: nothing says the page changed (audio_stale is untouched).
  await deps.database.db
    .update(siteProducts)
    .set({ status: product.status === "removed" ? "removed" : "failed", lastError: message, updatedAt: new Date() })
    .where(eq(siteProducts.id, product.id));
}

function failureMessage(deps: AppDeps, productId: string, error: unknown): string {
  if (error instanceof SiteTransientError || error instanceof SitePermanentError) return error.message;
  if (error instanceof ActorLostAccess) return error.message;
  deps.logger.error({ err: error, productId }, "site product failed unexpectedly");
  return MESSAGES.generic.serverError;
}

async function checkProduct(
  deps: AppDeps & { actor: Actor },
  site: Site,
  product: SiteProduct,
  syncId: string,
  signal?: AbortSignal,
): Promise<Checked> {
  // Validators only for a page whose audio matches it: anything else needs the page read anyway.
  // An audio fingerprinted before the spec table counted is read once in full, to upgrade it while
  // the page still says what the audio does (decision 144); a 304 would leave it old-form.
  const legacyAudio = product.spokenFingerprint !== null && isLegacyFingerprint(product.spokenFingerprint);
  const conditional = product.status === "live" && product.audioId !== null && !product.audioStale && !legacyAudio;
  const page = await fetchPage(deps, product, conditional, signal);
  if (page === "gone") {
    await removeProduct(deps, site, product, syncId, "The page answers 404 or 410.", false);
    return { outcome: "removed", credits: 0 };
  }
  if (page.notModified) return { outcome: "unchanged", credits: 0 };
  const facts = extractProductFacts(page.html, page.finalUrl);
  if (facts.pageKind !== undefined && facts.pageKind !== "product")
    throw new SitePermanentError(MESSAGES.script.notProductPage);
  const spoken = spokenFactsOf(facts, site.evergreen);
  // Compared, and keyed, in the form the product's fingerprints are stored in (decision 144): an
  // old-form product stays old-form until its audio is made again or upgraded below, so a run
  // retried after a kill keys its generation exactly as the killed run did.
  const fingerprint = fingerprintLike(product.spokenFingerprint ?? product.pageFingerprint, spoken);
  const current = spokenFingerprint(spoken);
  const ids = productIdentifiers(page.html, page.finalUrl);
  const [updated] = await deps.database.db
    .update(siteProducts)
    .set({
      name: spoken.name ?? product.name,
      sku: ids.sku ?? null,
      gtin: ids.gtin ?? null,
      productId: ids.productId ?? null,
      etag: page.etag ?? null,
      lastModified: page.lastModified ?? null,
      pageFingerprint: fingerprint,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(siteProducts.id, product.id))
    .returning();
  const seen = { product: updated ?? product, facts, spoken, fingerprint, current };
  if (!product.audioId) return newProduct(deps, site, seen);
  if (product.spokenFingerprint === fingerprint) {
    // The page says what the old-form audio says: it speaks the page, spec table included as far
    // as anyone can tell. Upgraded in place; no credit, no new audio.
    if (fingerprint !== current)
      await setProduct(deps, product.id, { spokenFacts: spoken, spokenFingerprint: current, pageFingerprint: current });
    return sameProduct(deps, site, seen);
  }
  return changedProduct(deps, site, seen);
}

async function fetchPage(
  deps: AppDeps,
  product: SiteProduct,
  conditional: boolean,
  signal?: AbortSignal,
): Promise<ConditionalFetchResult | "gone"> {
  const limiter = processHostLimiter({
    concurrency: deps.config.BATCH_HOST_CONCURRENCY,
    delayMs: deps.config.BATCH_HOST_DELAY_MS,
  });
  try {
    return await limiter(product.url, () =>
      safeFetchHtmlConditional(
        product.url,
        conditional ? { etag: product.etag, lastModified: product.lastModified } : {},
        { allowHosts: deps.config.FETCH_ALLOW_HOSTS, ...(signal ? { signal } : {}) },
      ),
    );
  } catch (error) {
    if (error instanceof FetchFailedError && (error.status === 404 || error.status === 410)) return "gone";
    if (error instanceof FetchRefusedError) throw new SitePermanentError(error.message);
    if (error instanceof FetchFailedError) {
      // The fetcher says whether the shop may answer later (decision 050); no status is read here.
      if (error.transient) throw new SiteTransientError(error.message, { cause: error });
      throw new SitePermanentError(error.message);
    }
    throw error;
  }
}
