/**
 * What a seller reads about a shop's sync, its products and its verification (issues 23, 24),
 * written by the sync into a sync's or a product's error. The client shows them in the seller's
 * language, a function's values as placeholders (decision 119). Zod-free, for the client's
 * message catalogue.
 */
type Value = string | number;

export const SITE_SYNC_MESSAGES = {
  outOfCredits: "Insufficient credits: buy credits and the sync resumes.",
  claimsHeld: "The new script has unsupported claims: it waits for review.",
  rejected: "The new script was rejected.",
  /** The limit as the server writes it (en-US grouping); the client regroups it. */
  tooManyProducts: (max: Value) =>
    `The catalogue lists more than ${max} products, the most one shop can sync. Point the source at a smaller sitemap or feed.`,
  /** The fetcher's own reason (its "product page" said as "catalogue"). */
  sourceUnreadable: (reason: Value) => `The catalogue source could not be read: ${reason}`,
  noProductPages: (origin: Value) => `The catalogue source lists no product pages on ${origin}.`,
} as const;

/** Why a shop is not verified yet: each way of proving it that failed, joined with "; ". */
export const SITE_VERIFICATION_MESSAGES = {
  notFound: (origin: Value, problems: Value) =>
    `We could not find your verification token on ${origin}: ${problems}. Add the meta tag to your home page's <head> or upload the file, then try again.`,
  noMetaTag: "the home page has no matching meta tag",
  /** The fetcher's reason without its full stop, or "HTTP 404". */
  homeUnreadable: (reason: Value) => `the home page could not be read (${reason})`,
  fileWithoutToken: (path: Value) => `${path} does not hold the token`,
  fileUnreadable: (path: Value, reason: Value) => `${path} could not be read (${reason})`,
} as const;
