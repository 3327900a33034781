import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { apiKeys, users } from "../../db/schema/index";
import { createApiKeyAuthenticator, revokeApiKey } from "./api-keys.service";
import { KEY_CACHE_TTL_MS, KeyCache } from "./key-cache";

/** Decision 078: a checked key is kept a few seconds; a revocation in this process ends that at once. */
describe(`API key cache (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let clock = 1_000_000;
  const now = () => clock;

  const sellerWithKey = async (email: string) => {
    const seller = await signUpConfirmed(app, mail, email);
    const { id, key } = await createApiKeyFor(seller);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { keyId: id, key, userId: row!.id };
  };
  /** What another process does: it writes the row; this process's caches hear nothing. */
  const revokeElsewhere = (keyId: string) =>
    database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("answers a checked key from memory until its time is up, then reads the row again", async () => {
    const { keyId, key, userId } = await sellerWithKey("cached@example.com");
    const authenticate = createApiKeyAuthenticator(database.db, new KeyCache(KEY_CACHE_TTL_MS, now), now);
    expect(await authenticate(key)).toMatchObject({ userId, keyId });

    await revokeElsewhere(keyId);
    clock += KEY_CACHE_TTL_MS - 1;
    expect(await authenticate(key)).toMatchObject({ userId, keyId });
    clock += 1;
    await expect(authenticate(key)).rejects.toMatchObject({ status: 401, code: "key_revoked" });
    // Refusals are never kept: still refused on the next call.
    await expect(authenticate(key)).rejects.toMatchObject({ status: 401, code: "key_revoked" });
  });

  it("a revocation in this process is honoured on the very next request, by every authenticator", async () => {
    const { keyId, key, userId } = await sellerWithKey("revoked-here@example.com");
    const first = createApiKeyAuthenticator(database.db, new KeyCache(KEY_CACHE_TTL_MS, now), now);
    const second = createApiKeyAuthenticator(database.db, new KeyCache(KEY_CACHE_TTL_MS, now), now);
    expect(await first(key)).toMatchObject({ userId, keyId });
    expect(await second(key)).toMatchObject({ userId, keyId });
    await revokeApiKey(database.db, userId, keyId);
    await expect(first(key)).rejects.toMatchObject({ code: "key_revoked" });
    await expect(second(key)).rejects.toMatchObject({ code: "key_revoked" });
  });

  it("does not keep a row read before a revocation that lands while the read is under way", async () => {
    const { keyId, key, userId } = await sellerWithKey("race@example.com");
    const cache = new KeyCache(KEY_CACHE_TTL_MS, now);
    const authenticate = createApiKeyAuthenticator(database.db, cache, now);
    const pending = authenticate(key); // its row read is queued, not yet answered
    await revokeApiKey(database.db, userId, keyId);
    // The first request may pass (its read can predate the revocation); nothing it read is kept.
    await pending.catch(() => undefined);
    await expect(authenticate(key)).rejects.toMatchObject({ code: "key_revoked" });
  });

  it("never keeps a wrong secret: a hit needs the whole key's hash", async () => {
    const { key } = await sellerWithKey("wrong@example.com");
    const authenticate = createApiKeyAuthenticator(database.db, new KeyCache(KEY_CACHE_TTL_MS, now), now);
    await authenticate(key);
    const tampered = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    await expect(authenticate(tampered)).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });
});
