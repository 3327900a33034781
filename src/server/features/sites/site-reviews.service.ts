import { and, eq } from "drizzle-orm";
import { SITE_MESSAGES, type SiteReviewDecision } from "../../../shared/sites/site-schemas";
import { siteProducts, siteReviews } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import { goLive, produce, setProduct } from "./site-product-changes";
import { SiteOutOfCreditsError, SitePermanentError, SiteTransientError, type ProductionDeps } from "./site-production";
import { ownedSite } from "./sites.service";
import { SITE_SYNC_MESSAGES } from "../../../shared/sites/site-sync-messages";

type ReviewDeps = ProductionDeps;

async function pendingReview(deps: ReviewDeps, userId: string, siteId: string, reviewId: string) {
  const site = await ownedSite(deps, userId, siteId);
  const [found] = await deps.database.db
    .select({ review: siteReviews, product: siteProducts })
    .from(siteReviews)
    .innerJoin(siteProducts, eq(siteProducts.id, siteReviews.productId))
    .where(and(eq(siteReviews.id, reviewId), eq(siteReviews.siteId, site.id)));
  if (!found) throw notFound();
  if (found.review.status !== "pending") throw new AppError(409, SITE_MESSAGES.reviewDecided, "review_decided");
  return { site, ...found };
}

/**
 * Approving speaks the reviewed script (one credit, through the same idempotent key as an
 * automatic change, so a double click or a retry never charges twice), publishes it in place
 * of the old audio and makes the product live.
 */
export async function approveReview(
  deps: ReviewDeps,
  userId: string,
  siteId: string,
  reviewId: string,
): Promise<SiteReviewDecision> {
  const { site, review, product } = await pendingReview(deps, userId, siteId, reviewId);
  if (!review.draftId) throw new AppError(409, SITE_MESSAGES.reviewDecided, "review_decided");
  const draft = { script: review.newScript, draftId: review.draftId };
  let made: { audioId: string };
  try {
    // Approving the script the review showed, with its claims marked, is the seller's go-ahead.
    made = await produce(deps, site, product, review.fingerprint, () => Promise.resolve(draft), "report");
  } catch (error) {
    if (error instanceof SiteOutOfCreditsError) throw new AppError(402, error.message, "insufficient_credits");
    if (error instanceof SiteTransientError) throw new AppError(503, error.message, "unavailable");
    if (error instanceof SitePermanentError) throw new AppError(422, error.message, "generation_failed");
    throw error;
  }
  const [decided] = await deps.database.db
    .update(siteReviews)
    .set({ status: "approved", decidedAt: new Date() })
    .where(and(eq(siteReviews.id, review.id), eq(siteReviews.status, "pending")))
    .returning({ id: siteReviews.id });
  // Decided meanwhile (a second click): the audio is the same one (same key); nothing more to do.
  if (decided) await goLive(deps, site, product, made.audioId, review.spokenFacts, review.fingerprint);
  return { id: review.id, status: "approved", audioId: made.audioId };
}

/**
 * Rejecting charges nothing. A changed product's old audio stays withheld (it no longer says
 * what the page says) unless the site keeps stale audio; the same facts are not offered again.
 */
export async function rejectReview(
  deps: ReviewDeps,
  userId: string,
  siteId: string,
  reviewId: string,
): Promise<SiteReviewDecision> {
  const { review, product } = await pendingReview(deps, userId, siteId, reviewId);
  const [decided] = await deps.database.db
    .update(siteReviews)
    .set({ status: "rejected", decidedAt: new Date() })
    .where(and(eq(siteReviews.id, review.id), eq(siteReviews.status, "pending")))
    .returning({ id: siteReviews.id });
  if (decided)
    await setProduct(deps, product.id, {
      status: review.kind === "new" ? "failed" : "stale",
      lastError: SITE_SYNC_MESSAGES.rejected,
    });
  return { id: review.id, status: "rejected", audioId: null };
}

/** Every pending review of the site, one by one; stops at the first that cannot be made (e.g. credits). */
export async function decideAll(
  deps: ReviewDeps,
  userId: string,
  siteId: string,
  decision: "approve" | "reject",
): Promise<SiteReviewDecision[]> {
  const site = await ownedSite(deps, userId, siteId);
  const pending = await deps.database.db
    .select({ id: siteReviews.id })
    .from(siteReviews)
    .where(and(eq(siteReviews.siteId, site.id), eq(siteReviews.status, "pending")))
    .orderBy(siteReviews.createdAt);
  const decided: SiteReviewDecision[] = [];
  for (const { id } of pending)
    decided.push(
      decision === "approve"
        ? await approveReview(deps, userId, siteId, id)
        : await rejectReview(deps, userId, siteId, id),
    );
  return decided;
}
