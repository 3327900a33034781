import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../../test/batch-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { seedLiveProduct } from "../../../test/site-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { createLogger } from "../../logger";
import { audioPublications, siteProducts, sites } from "../../db/schema/index";
import { listenForChanges } from "../../db/change-notifications";
import { SITE_LOOKUP_CHANNEL, startSiteLookupCache } from "./site-lookup-listener";

const SHOP = "https://cached-shop.example";

/**
 * Decision 109: the web process keeps lookup answers, and a change committed by anyone (here
 * straight through the database, as a worker process would) reaches it by notification, well
 * before the cache's own 10-second bound.
 */
describe(`the public lookup's cache follows the database (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let cache: Awaited<ReturnType<typeof startSiteLookupCache>>;
  let siteId: string;
  let productId: string;
  let audioId: string;
  const status = async (query: string) =>
    (await app.request(`http://localhost:3000/api/sites/${siteId}/lookup?${query}`)).status;
  /** Within 3 s: the notification, not the 10 s expiry, brought the change. */
  const becomes = (query: string, expected: number) =>
    until(async () => (await status(query)) === expected, 3000, `lookup ${query} answers ${expected}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    cache = await startSiteLookupCache(database, createLogger("silent"));
    ({ app } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, siteLookupCache: cache },
    }));
    ({ siteId, productId, audioId } = await seedLiveProduct(app, database, mail, {
      email: "cached-shop@example.com",
      shop: SHOP,
    }));
  });
  afterAll(async () => {
    await cache?.close();
    await database?.drop();
  });

  it("keeps answers, and drops them when the product goes stale, the audio is unpublished or the site loses its verification", async () => {
    const query = `url=${encodeURIComponent(`${SHOP}/p/oak`)}`;
    // The set-up's own notifications may still be on their way: kept once they have arrived.
    await until(async () => (await status(query)) === 200 && cache.size > 0, 3000, "an answer kept");
    // A listen is counted on the publication row: not a change of any answer, so no notification
    // (a second listener hears the stale flag below, and nothing before it).
    const heard: string[] = [];
    const witness = await listenForChanges(
      database,
      SITE_LOOKUP_CHANNEL,
      (payload) => heard.push(payload),
      () => undefined,
    );
    try {
      await database.db
        .update(audioPublications)
        .set({ plays: sql`${audioPublications.plays} + 1` })
        .where(eq(audioPublications.audioId, audioId));
      await database.db.update(siteProducts).set({ audioStale: true }).where(eq(siteProducts.id, productId));
      await until(() => heard.length > 0, 3000, "the stale flag's notification");
      expect(heard).toEqual([siteId]);
    } finally {
      await witness.close();
    }
    await becomes(query, 404);
    await database.db.update(siteProducts).set({ audioStale: false }).where(eq(siteProducts.id, productId));
    await becomes(query, 200);

    await database.db.update(siteProducts).set({ audioStale: true }).where(eq(siteProducts.id, productId));
    await becomes(query, 404);
    await database.db.update(siteProducts).set({ audioStale: false }).where(eq(siteProducts.id, productId));
    await becomes(query, 200);

    await database.db.update(audioPublications).set({ published: false }).where(eq(audioPublications.audioId, audioId));
    await becomes(query, 404);
    await database.db.update(audioPublications).set({ published: true }).where(eq(audioPublications.audioId, audioId));
    await becomes(query, 200);

    await database.db.update(sites).set({ verifiedAt: null }).where(eq(sites.id, siteId));
    await becomes(query, 404);
    await database.db.update(sites).set({ verifiedAt: new Date() }).where(eq(sites.id, siteId));
    await becomes(query, 200);

    // A product that gains its identifier is found by it (a cached "not found" is dropped too).
    await becomes("gtin=4006381333931", 404);
    await database.db.update(siteProducts).set({ gtin: "4006381333931" }).where(eq(siteProducts.id, productId));
    await becomes("gtin=4006381333931", 200);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "stops trusting itself while its listening connection is gone, and listens again",
    async () => {
      const query = `sku=OAK-1`;
      await becomes(query, 200);
      expect(cache.size).toBeGreaterThan(0);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen site_lookup%'`,
      );
      await until(() => cache.size === 0, 3000, "the cache emptied");
      // Reconnected: answers are kept again, and changes still arrive.
      await until(async () => (await status(query)) === 200 && cache.size > 0, 5000, "the cache listens again");
      await database.db.update(siteProducts).set({ audioStale: true }).where(eq(siteProducts.id, productId));
      await becomes(query, 404);
    },
  );
});
