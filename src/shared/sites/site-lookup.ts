/**
 * The public lookup behind /embed/site.js (issue 23): which identifiers of a product page the
 * loader sends, and what it gets back. Plain constants and types, no zod: site.js bundles this.
 */

/** The query parameters, each repeatable; their order in the query is their priority. */
export const LOOKUP_PARAMS = { url: "url", sku: "sku", gtin: "gtin", productId: "pid" } as const;

/** At most this many identifiers are read from one query (more are ignored), each at most this long. */
export const LOOKUP_MAX_IDS = 12;
export const LOOKUP_MAX_ID_LENGTH = 2048;

/** GET /api/sites/{siteId}/lookup: the live audio of the page, and where the player goes. */
export type SiteLookupResult = {
  publicId: string;
  /** /embed/{publicId} on APP_URL. */
  embedUrl: string;
  title: string;
  /** The site's CSS selector to mount after when the page has no `[data-shelftalk-player]`. */
  selector: string | null;
};

/** The element a shop puts where the player goes, and the height to reserve on it (no layout shift). */
export const PLAYER_SLOT_ATTRIBUTE = "data-shelftalk-player";
