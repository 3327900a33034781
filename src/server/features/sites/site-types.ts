import type { siteProducts, siteReviews, sites, siteSyncs } from "../../db/schema/index";

/** Rows of the connected shop's tables (issue 23), as the services and the public side read them. */
export type Site = typeof sites.$inferSelect;
export type SiteProduct = typeof siteProducts.$inferSelect;
export type SiteSync = typeof siteSyncs.$inferSelect;
export type SiteReview = typeof siteReviews.$inferSelect;
export type SiteProductStatus = SiteProduct["status"];
export type SiteSyncStatus = SiteSync["status"];

/** The pg-boss jobs of a sync: the walk of the source, then one job per product page. */
export type SiteSyncJobData = { syncId: string };
export type SiteProductJobData = { syncId: string; productId: string };
