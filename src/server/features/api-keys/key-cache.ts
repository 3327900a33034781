import type { WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";

/**
 * Keys this process checked lately, by the SHA-256 of the whole presented key (decision 078).
 *
 * An entry is only ever made after the key was found in the database, its hash compared in
 * constant time and found unrevoked; a later request presenting the same key has the same hash,
 * so a hit proves the same secret. An entry lives `ttlMs` (a few seconds): a revocation made by
 * another process is honoured once it expires; one made by this process empties every cache of
 * the database at once (`forgetApiKey`), so the very next request is refused here.
 * Unknown, wrong and revoked keys are never kept: they keep reading the row.
 */
export type CachedKey = {
  userId: string;
  keyId: string;
  lastUsedAt: Date | null;
  requireSupported: boolean;
  role: WorkspaceRole;
};

export const KEY_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

export class KeyCache {
  private readonly entries = new Map<string, { key: CachedKey; expiresAt: number }>();
  /** Moves on every revocation: a row read before one is not kept (it may predate the revocation). */
  private revocations = 0;

  constructor(
    private readonly ttlMs = KEY_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(hash: string): CachedKey | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.key;
  }

  /** Pass to `set` what this said before the row was read. */
  get epoch(): number {
    return this.revocations;
  }

  set(hash: string, key: CachedKey, epoch: number): void {
    if (this.ttlMs <= 0 || epoch !== this.revocations) return;
    this.entries.delete(hash);
    this.entries.set(hash, { key, expiresAt: this.now() + this.ttlMs });
    // Map order is insertion order: past the bound, the oldest entries go first.
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forgetKeyId(keyId: string): void {
    this.revocations += 1;
    for (const [hash, entry] of this.entries) if (entry.key.keyId === keyId) this.entries.delete(hash);
  }
}

/** Every key cache made for a database handle in this process, so a revocation reaches them all. */
const cachesFor = oncePerDatabase(() => new Set<WeakRef<KeyCache>>());

export function registerKeyCache(db: Database, cache: KeyCache): void {
  cachesFor(db).add(new WeakRef(cache));
}

/** Called by a revocation: this process stops honouring the key on its next request. */
export function forgetApiKey(db: Database, keyId: string): void {
  const caches = cachesFor(db);
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forgetKeyId(keyId);
    else caches.delete(ref);
  }
}
