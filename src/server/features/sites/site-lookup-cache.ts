import type { SiteLookupResult } from "../../../shared/sites/site-lookup";

/**
 * The public lookup's answers kept in this process (issue 23: p99 under 20 ms at 100 connections).
 * Every shop page view asks it; almost every answer is the same as a moment ago.
 *
 * It is only trusted while the database's change notifications are heard (db/change-notifications.ts:
 * triggers announce every change that can alter an answer, per site, whichever process commits it).
 * A notification drops that site's answers (`*` drops all); while the listener is disconnected
 * nothing is cached. An answer read before a change and stored after it is never kept: each store
 * checks that no notification for its site arrived since its read began. Entries also expire after
 * `ttlMs`, a bound in case a notification is ever missed, well inside the 30 s browsers may keep
 * the same answer (decision 068). Decision 098.
 */
/** A kept answer; `body` is its JSON, written once by the first fast answer that needs it. */
export type SiteLookupEntry = { value: SiteLookupResult | undefined; expires: number; body?: string };

export type SiteLookupCache = {
  /** A kept, fresh answer, without reading anything (the fast path, site-lookup-fast-path.ts). */
  peek(siteId: string, key: string): SiteLookupEntry | undefined;
  answer(
    siteId: string,
    key: string,
    read: () => Promise<SiteLookupResult | undefined>,
  ): Promise<SiteLookupResult | undefined>;
  /** A change to what `siteId`'s lookups answer (`*`: every site's). */
  changed(siteId: string): void;
  /** Whether change notifications are heard (false: nothing is cached). */
  connected(connected: boolean): void;
  readonly size: number;
};

type Entry = SiteLookupEntry;

export function createSiteLookupCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): SiteLookupCache {
  const now = options.now ?? Date.now;
  const bySite = new Map<string, Map<string, Entry>>();
  // Bumped by every notification: per site, and for all sites together.
  const siteVersion = new Map<string, number>();
  let globalVersion = 0;
  let trusted = false;
  let size = 0;
  const inFlight = new Map<string, Promise<SiteLookupResult | undefined>>();

  const versionOf = (siteId: string) => `${globalVersion}:${siteVersion.get(siteId) ?? 0}`;
  const dropSite = (siteId: string) => {
    const entries = bySite.get(siteId);
    if (entries) size -= entries.size;
    bySite.delete(siteId);
  };
  const dropAll = () => {
    bySite.clear();
    inFlight.clear();
    size = 0;
  };
  const store = (siteId: string, key: string, entry: Entry) => {
    if (size >= options.maxEntries) {
      // Oldest site first: insertion order. Good enough for a bound that should rarely bite.
      const oldest = bySite.keys().next();
      if (!oldest.done) dropSite(oldest.value);
    }
    let entries = bySite.get(siteId);
    if (!entries) {
      entries = new Map<string, Entry>();
      bySite.set(siteId, entries);
    }
    if (!entries.has(key)) size += 1;
    entries.set(key, entry);
  };

  return {
    peek(siteId, key) {
      if (!trusted) return undefined;
      const entry = bySite.get(siteId)?.get(key);
      return entry && entry.expires > now() ? entry : undefined;
    },
    async answer(siteId, key, read) {
      if (!trusted) return read();
      const entry = bySite.get(siteId)?.get(key);
      if (entry && entry.expires > now()) return entry.value;
      const flightKey = `${siteId}\n${key}`;
      const pending = inFlight.get(flightKey);
      if (pending) return pending;
      const before = versionOf(siteId);
      const reading = read().then(
        (value) => {
          inFlight.delete(flightKey);
          if (trusted && versionOf(siteId) === before) store(siteId, key, { value, expires: now() + options.ttlMs });
          return value;
        },
        (error: unknown) => {
          inFlight.delete(flightKey);
          throw error;
        },
      );
      inFlight.set(flightKey, reading);
      return reading;
    },
    changed(siteId) {
      if (siteId === "*" || siteId === "") {
        globalVersion += 1;
        dropAll();
        return;
      }
      siteVersion.set(siteId, (siteVersion.get(siteId) ?? 0) + 1);
      dropSite(siteId);
      for (const flightKey of inFlight.keys()) if (flightKey.startsWith(`${siteId}\n`)) inFlight.delete(flightKey);
    },
    connected(connected) {
      trusted = connected;
      globalVersion += 1;
      dropAll();
    },
    get size() {
      return size;
    },
  };
}
