import { and, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { siteProducts, sites } from "../../db/schema/index";
import type { Site, SiteProduct } from "./site-types";

/**
 * The one rule for whether a site product's audio may be played in public (issue 23, decision 067):
 * the site is verified, the product has an audio, and that audio still speaks what the page says,
 * unless the seller knowingly chose `keep-until-approved`. Whether the audio is published is the
 * publication's own flag (audio_publications.published), checked beside this.
 */
export function isAudioServable(
  site: Pick<Site, "verifiedAt" | "policyStale">,
  product: Pick<SiteProduct, "audioId" | "audioStale" | "status">,
): boolean {
  if (!site.verifiedAt || !product.audioId) return false;
  return !product.audioStale || site.policyStale === "keep-until-approved";
}

/** The same rule as a SQL condition over `sites` joined with `site_products`. */
export function servableAudioCondition(): SQL {
  return (
    and(
      isNotNull(sites.verifiedAt),
      isNotNull(siteProducts.audioId),
      or(eq(siteProducts.audioStale, false), eq(sites.policyStale, "keep-until-approved")),
    ) ?? sql`false`
  );
}
