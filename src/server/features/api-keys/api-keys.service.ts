import type { WorkspaceRole } from "../../../shared/workspaces/workspace-roles";
import { and, count, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { createBatchedLookup } from "../../db/batched-lookup";
import { API_KEYS_MAX } from "../../../shared/developers/developers";
import type { ApiKeyView, CreateApiKeyInput, CreateApiKeyResponse } from "../../../shared/developers/developer-schemas";
import type { Database } from "../../db/database";
import { apiKeys } from "../../db/schema/index";
import { AppError, notFound, unauthorized } from "../../http/errors";
import { isUuid } from "../../http/uuid-param";
import { generateApiKey, hashApiKey, keyMatchesHash, parseApiKey } from "./api-key-format";
import { forgetApiKey, KeyCache, registerKeyCache } from "./key-cache";

/** How often last_used_at is written: at most once a minute per key, so busy keys add few writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const API_KEY_MESSAGES = {
  missing: "Send your API key as 'Authorization: Bearer <key>'.",
  invalid: "This API key is not valid.",
  revoked: "This API key has been revoked.",
} as const;

type ApiKeyRow = typeof apiKeys.$inferSelect;

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.displayPrefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    // Keys made before issue 27 carry the role the migration gave them; an owner key acts as admin.
    role: row.role === "owner" ? "admin" : row.role,
  };
}

export async function createApiKey(
  db: Database,
  userId: string,
  input: CreateApiKeyInput,
  options: { live: boolean },
): Promise<CreateApiKeyResponse> {
  const [active] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if ((active?.n ?? 0) >= API_KEYS_MAX)
    throw new AppError(
      409,
      `You can hold up to ${API_KEYS_MAX} keys. Please revoke one you no longer use.`,
      "too_many_keys",
    );
  const generated = generateApiKey(options.live);
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: input.name,
      displayPrefix: generated.displayPrefix,
      lookup: generated.lookup,
      hash: generated.hash,
      // Keys created from issue 24 on hold scripts with unresolved claims (decision 072).
      requireSupported: true,
      role: input.role,
    })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return { ...toView(row), key: generated.key };
}

/** The seller's keys, newest first, revoked ones included (marked). */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toView);
}

/**
 * Revokes at once in this process (its key caches forget the key before this returns); other
 * processes honour it within their cache's few seconds (key-cache.ts, decision 078).
 */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw notFound();
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id));
  forgetApiKey(db, id);
}

/** `userId`: the key's workspace; `role`: the workspace role it acts with (issue 27). */
export type KeyHolder = { userId: string; keyId: string; role: WorkspaceRole; requireSupported?: boolean };
export type ApiKeyAuthenticator = (key: string) => Promise<KeyHolder>;

/**
 * Checks presented keys for one app: the seller a key acts for, or a 401. The row is found by
 * the key's public lookup part, then the whole key's hash is compared in constant time; an unknown
 * lookup still hashes and compares, so a miss and a wrong secret take the same path. Under load,
 * concurrent lookups share one query (db/batched-lookup.ts, as session reads do: decision 011).
 * A key found valid is then kept a few seconds by the hash of the whole key (key-cache.ts), so a
 * busy key costs no query of its own and the route's read is the request's one query; a
 * revocation in this process empties the cache at once (decision 078).
 * last_used_at is written only when it is more than a minute old.
 */
export function createApiKeyAuthenticator(
  db: Database,
  cache: KeyCache = new KeyCache(),
  now: () => number = Date.now,
): ApiKeyAuthenticator {
  registerKeyCache(db, cache);
  const rowsOf = createBatchedLookup(
    (lookups) =>
      db
        .select({
          id: apiKeys.id,
          userId: apiKeys.userId,
          role: apiKeys.role,
          lookup: apiKeys.lookup,
          hash: apiKeys.hash,
          revokedAt: apiKeys.revokedAt,
          lastUsedAt: apiKeys.lastUsedAt,
          requireSupported: apiKeys.requireSupported,
        })
        .from(apiKeys)
        .where(inArray(apiKeys.lookup, lookups)),
    (row) => row.lookup,
    { maxInFlight: 2, maxBatch: 200 },
  );

  async function touch(held: { keyId: string; lastUsedAt: Date | null }): Promise<void> {
    const staleBefore = new Date(now() - LAST_USED_RESOLUTION_MS);
    if (held.lastUsedAt && held.lastUsedAt >= staleBefore) return;
    held.lastUsedAt = new Date(now());
    await db
      .update(apiKeys)
      .set({ lastUsedAt: held.lastUsedAt })
      .where(and(eq(apiKeys.id, held.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  }

  return async (key) => {
    const parsed = parseApiKey(key);
    if (!parsed) throw unauthorized(API_KEY_MESSAGES.invalid);
    const hash = hashApiKey(key);
    const cached = cache.get(hash);
    if (cached) {
      await touch(cached);
      return {
        userId: cached.userId,
        keyId: cached.keyId,
        role: cached.role,
        requireSupported: cached.requireSupported,
      };
    }
    const epoch = cache.epoch;
    const [row] = await rowsOf(parsed.lookup);
    const matches = keyMatchesHash(key, row?.hash ?? hashApiKey(""));
    if (!row || !matches) throw unauthorized(API_KEY_MESSAGES.invalid);
    if (row.revokedAt) throw new AppError(401, API_KEY_MESSAGES.revoked, "key_revoked");
    // Keys made before issue 24 (null) keep voicing as they did; newer ones hold unresolved claims.
    const requireSupported = row.requireSupported ?? false;
    const held = { userId: row.userId, keyId: row.id, lastUsedAt: row.lastUsedAt, requireSupported, role: row.role };
    await touch(held);
    cache.set(hash, held, epoch);
    return { userId: row.userId, keyId: row.id, role: row.role, requireSupported };
  };
}
