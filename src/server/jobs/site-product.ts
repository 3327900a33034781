import { SITE_PRODUCT_JOB } from "../features/sites/site-job-refs";
import { giveUpSiteProduct, processSiteProduct } from "../features/sites/site-product.service";
import { defineJob } from "./define-job";

/** Retries of a product page after a transient failure (shop 5xx or slow, speech service busy), 5 s doubling. */
export const SITE_PRODUCT_RETRIES = 4;

/** Where a product job goes once its retries are spent without it being counted: failed, and the sync goes on. */
export const siteProductGivenUpJob = defineJob({
  name: "site-product-given-up",
  data: SITE_PRODUCT_JOB.data,
  mode: "parallel",
  timeoutSeconds: 60,
  retry: { limit: 3, delaySeconds: 10 },
  run: (data, { deps }) => giveUpSiteProduct(deps, data),
});

/**
 * One product page of a site sync: fetch (conditional, per-host limited), compare what its audio
 * speaks, act by policy. Heartbeat and polling as batch items (decision 040), so a killed
 * worker's product is run again by another within about 30 s, and never charged twice.
 */
export const siteProductJob = defineJob({
  ...SITE_PRODUCT_JOB,
  mode: "parallel",
  timeoutSeconds: 5 * 60,
  heartbeatSeconds: 10,
  pollingIntervalSeconds: 0.5,
  retry: { limit: SITE_PRODUCT_RETRIES, delaySeconds: 5, backoff: true },
  deadLetter: siteProductGivenUpJob.name,
  run: (data, { deps, attempt, signal }) =>
    processSiteProduct(deps, data, { lastAttempt: attempt >= SITE_PRODUCT_RETRIES, signal }),
});
