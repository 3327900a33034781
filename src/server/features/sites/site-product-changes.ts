import { and, eq } from "drizzle-orm";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { siteProducts, siteReviews, type SpokenFacts } from "../../db/schema/index";
import type { AppDeps } from "../../deps";
import { fingerprintLike, spokenChanges } from "./site-facts";
import type { ProductOutcome } from "./site-product-outcomes";
import {
  audioScript,
  earlierAttempt,
  publishSiteAudio,
  siteGenerationKey,
  SiteClaimsHeldError,
  speakSiteScript,
  unpublishSiteAudio,
  writeSiteScript,
  type ProductionDeps,
} from "./site-production";
import type { Site, SiteProduct } from "./site-types";
import type { ClaimPolicy } from "../audios/credit-reservation";

export type Checked = { outcome: ProductOutcome; credits: number };
/**
 * A product as its page is now. `fingerprint` is in the form of the product's stored fingerprints
 * (compared with them, and keying its generation and reviews); `current` is the new form, stored
 * with an audio made from these facts (decision 144).
 */
export type Seen = {
  product: SiteProduct;
  facts: ProductFacts;
  spoken: SpokenFacts;
  fingerprint: string;
  current: string;
};

/** A product without audio: made and published (policy auto), or its script waits for review. */
export async function newProduct(deps: ProductionDeps, site: Site, seen: Seen): Promise<Checked> {
  if (site.policyNew === "review") {
    await queueReview(deps, site, seen, "new");
    await setProduct(deps, seen.product.id, { status: "review" });
    return { outcome: "new", credits: 0 };
  }
  const made = await produceOrHold(deps, site, seen, "new");
  if (!made) {
    await setProduct(deps, seen.product.id, { status: "review" });
    return { outcome: "new", credits: 0 };
  }
  await goLive(deps, site, seen.product, made.audioId, seen.spoken, seen.current);
  return { outcome: "new", credits: made.credits };
}

/** The audio still speaks what the page says: nothing to make, no credit. */
export async function sameProduct(deps: ProductionDeps, site: Site, seen: Seen): Promise<Checked> {
  const { product } = seen;
  if (product.status !== "live" || product.audioStale) {
    // Back to what the audio says (a price went back, a removed page came back): live again.
    if (product.audioId && product.status === "removed" && site.policyRemoved === "unpublish")
      await publishSiteAudio(deps, site.userId, product.audioId);
    await deps.database.db
      .update(siteReviews)
      .set({ status: "rejected", decidedAt: new Date() })
      .where(and(eq(siteReviews.productId, product.id), eq(siteReviews.status, "pending")));
    await setProduct(deps, product.id, { status: "live", audioStale: false });
  }
  return { outcome: "unchanged", credits: 0 };
}

/**
 * The page no longer says what the audio speaks. The audio is marked stale at once (the public
 * side withholds it unless the policy keeps it), then a new audio is made (auto) or a review
 * waits with the old and the new script (nothing charged until it is approved).
 */
export async function changedProduct(deps: ProductionDeps, site: Site, seen: Seen): Promise<Checked> {
  const { product } = seen;
  const changes = spokenChanges(product.spokenFacts, seen.spoken);
  const review = site.policyChanged === "review";
  await setProduct(deps, product.id, { audioStale: true, status: review ? "changed" : "stale" });
  await deps.events.publish(site.userId, "product.changed", {
    site_id: site.id,
    product: { id: product.id, url: product.url, status: review ? "changed" : "stale" },
    changes,
  });
  if (review) {
    await queueReview(deps, site, seen, "changed");
    return { outcome: "changed", credits: 0 };
  }
  const made = await produceOrHold(deps, site, seen, "changed");
  if (!made) {
    await setProduct(deps, product.id, { status: "changed" });
    return { outcome: "changed", credits: 0 };
  }
  await goLive(deps, site, product, made.audioId, seen.spoken, seen.current);
  return { outcome: "changed", credits: made.credits };
}

/**
 * The `auto` policy's production, unless the new script has unsupported claims: then it goes to
 * the review queue with its reasons (the review shows them) and nothing is charged (issue 24).
 */
async function produceOrHold(
  deps: ProductionDeps,
  site: Site,
  seen: Seen,
  kind: "new" | "changed",
): Promise<{ audioId: string; credits: number } | null> {
  try {
    return await produce(deps, site, seen.product, seen.fingerprint, () =>
      writeSiteScript(deps, site, seen.product.url, seen.facts),
    );
  } catch (error) {
    if (!(error instanceof SiteClaimsHeldError)) throw error;
    await queueReview(deps, site, seen, kind, error.draft);
    return null;
  }
}

/**
 * One credit for one product and one set of spoken facts, whatever happens to the worker: the
 * key `site-product:{id}:{fingerprint}:{attempt}` finds an audio an earlier run made (charged
 * then, not again); a run that died reserving is refunded and the next attempt starts.
 */
export async function produce(
  deps: ProductionDeps,
  site: Site,
  product: SiteProduct,
  fingerprint: string,
  draft: () => Promise<{ script: string; draftId: string }>,
  claimPolicy: ClaimPolicy = "hold",
): Promise<{ audioId: string; credits: number }> {
  let attempt = product.attempt;
  for (;;) {
    const key = siteGenerationKey(product.id, fingerprint, attempt);
    const earlier = await earlierAttempt(deps, site.userId, key);
    if (typeof earlier === "object") return { audioId: earlier.audioId, credits: 1 };
    if (earlier === "none") {
      const audioId = await speakSiteScript(deps, site, await draft(), key, claimPolicy);
      return { audioId, credits: 1 };
    }
    attempt += 1;
    await setProduct(deps, product.id, { attempt });
  }
}

/** The new audio is published, replaces the old one (unpublished) and the product is live. */
export async function goLive(
  deps: ProductionDeps,
  site: Site,
  product: SiteProduct,
  audioId: string,
  spoken: SpokenFacts,
  fingerprint: string,
): Promise<void> {
  await publishSiteAudio(deps, site.userId, audioId);
  if (product.audioId && product.audioId !== audioId) await unpublishSiteAudio(deps, site.userId, product.audioId);
  await setProduct(deps, product.id, {
    audioId,
    spokenFacts: spoken,
    spokenFingerprint: fingerprint,
    pageFingerprint: fingerprint,
    audioStale: false,
    status: "live",
    lastError: null,
  });
  await deps.events.publish(site.userId, "audio.updated", {
    site_id: site.id,
    product: { id: product.id, url: product.url },
    audio_id: audioId,
    previous_audio_id: product.audioId,
  });
}

/**
 * A review for this product's facts, unless one for the same facts is pending or was rejected
 * (the seller said no to exactly this). A pending review of older facts is replaced.
 */
async function queueReview(
  deps: ProductionDeps,
  site: Site,
  seen: Seen,
  kind: "new" | "changed",
  written?: { script: string; draftId: string },
): Promise<void> {
  const db = deps.database.db;
  const { product } = seen;
  const reviews = await db
    .select({ status: siteReviews.status, fingerprint: siteReviews.fingerprint })
    .from(siteReviews)
    .where(eq(siteReviews.productId, product.id));
  // Each review's fingerprint in its own form: a review rejected before the spec table counted
  // still stands for the same facts (decision 144).
  const same = reviews.filter((r) => r.fingerprint === fingerprintLike(r.fingerprint, seen.spoken));
  if (same.some((r) => r.status === "pending" || r.status === "rejected")) return;
  const draft = written ?? (await writeSiteScript(deps, site, product.url, seen.facts));
  const oldScript = product.audioId ? await audioScript(deps, product.audioId) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(siteReviews)
      .set({ status: "rejected", decidedAt: new Date() })
      .where(and(eq(siteReviews.productId, product.id), eq(siteReviews.status, "pending")));
    await tx.insert(siteReviews).values({
      siteId: site.id,
      productId: product.id,
      userId: site.userId,
      kind,
      oldScript,
      newScript: draft.script,
      changes: spokenChanges(kind === "new" ? null : product.spokenFacts, seen.spoken),
      spokenFacts: seen.spoken,
      fingerprint: seen.fingerprint,
      draftId: draft.draftId,
    });
  });
}

export async function setProduct(
  deps: Pick<AppDeps, "database">,
  productId: string,
  values: Partial<typeof siteProducts.$inferInsert>,
): Promise<void> {
  await deps.database.db
    .update(siteProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteProducts.id, productId));
}
