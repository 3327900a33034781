import type { DatabaseHandle } from "../../db/database";
import { listenForChanges } from "../../db/change-notifications";
import type { Logger } from "../../logger";
import { createSiteLookupCache, type SiteLookupCache } from "./site-lookup-cache";

/** The channel the migration's triggers announce lookup changes on (drizzle/0021_site-lookup-notify.sql). */
export const SITE_LOOKUP_CHANNEL = "site_lookup";

/** Bound on an answer's age should a notification ever be missed; browsers may keep one 30 s anyway. */
const LOOKUP_CACHE_TTL_MS = 10_000;
const LOOKUP_CACHE_MAX_ENTRIES = 50_000;

/**
 * This process's cache of public lookup answers, kept current by the database's change
 * notifications (decision 109). `close` stops listening (at shutdown).
 */
export async function startSiteLookupCache(
  database: DatabaseHandle,
  logger: Logger,
): Promise<SiteLookupCache & { close(): Promise<void> }> {
  const cache = createSiteLookupCache({ ttlMs: LOOKUP_CACHE_TTL_MS, maxEntries: LOOKUP_CACHE_MAX_ENTRIES });
  let wasConnected = false;
  const listener = await listenForChanges(
    database,
    SITE_LOOKUP_CHANNEL,
    (payload) => cache.changed(payload),
    (connected) => {
      cache.connected(connected);
      if (connected !== wasConnected)
        logger[connected ? "info" : "warn"](
          connected ? "site lookup cache on: listening for changes" : "site lookup cache off: change listener lost",
        );
      wasConnected = connected;
    },
  );
  return Object.assign(cache, { close: () => listener.close() });
}
