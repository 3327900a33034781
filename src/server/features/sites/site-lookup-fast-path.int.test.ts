import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../../test/batch-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { seedLiveProduct } from "../../../test/site-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { createLogger } from "../../logger";
import { siteProducts } from "../../db/schema/index";
import { listenApp } from "../../web-server";
import { createLookupFastPath } from "./site-lookup-fast-path";
import type { SiteLookupCache } from "./site-lookup-cache";
import { startSiteLookupCache } from "./site-lookup-listener";

const SHOP = "https://fast-shop.example";
/** Per answer, never per route: the two paths may differ only here. */
const PER_ANSWER = new Set(["x-request-id", "date", "connection", "keep-alive"]);

/**
 * Decision 111: the lookup's cache hits are answered before the framework, on a real Node server.
 * A fast answer must be the app's answer: same status, body and headers, and never a stale one.
 */
describe(`the public lookup's fast path (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let cache: Awaited<ReturnType<typeof startSiteLookupCache>>;
  let server: Server;
  let base: string;
  let siteId: string;
  let productId: string;
  /** Fast answers so far: the cache hits the fast path found. */
  let fastHits = 0;

  const ask = async (query: string, init?: RequestInit) => {
    const res = await fetch(`${base}/api/sites/${siteId}/lookup?${query}`, init);
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
    return { status: res.status, headers, body: await res.text(), requestId: res.headers.get("x-request-id") };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    cache = await startSiteLookupCache(database, createLogger("silent"));
    const counting: SiteLookupCache = {
      ...cache,
      peek: (site, key) => {
        const entry = cache.peek(site, key);
        if (entry) fastHits += 1;
        return entry;
      },
    };
    const { app } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, siteLookupCache: cache },
    });
    ({ siteId, productId } = await seedLiveProduct(app, database, mail, {
      email: "fast-shop@example.com",
      shop: SHOP,
    }));
    await new Promise<void>((resolve) => {
      ({ server } = listenApp(
        (request, env, ctx) => app.fetch(request, env, ctx as never),
        { port: 0, hostname: "127.0.0.1", fastPath: createLookupFastPath(counting) },
        (info) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        },
      ));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await cache?.close();
    await database?.drop();
  });

  it("answers a kept answer itself, exactly as the app did: status, body and headers", async () => {
    const query = `url=${encodeURIComponent(`${SHOP}/p/oak`)}`;
    // The set-up's own notifications may still be on their way: wait until an answer is kept.
    await until(async () => (await ask(query)).status === 200 && cache.size > 0, 3000, "an answer kept");
    const before = fastHits;
    const fromApp = await ask(`${query}&sku=OAK-1`);
    expect(fastHits).toBe(before); // a new question: the app answered and the cache kept it
    const fast = await ask(`${query}&sku=OAK-1`);
    expect(fastHits).toBe(before + 1);
    expect(fast.status).toBe(200);
    expect(fast.body).toBe(fromApp.body);
    expect(fast.headers).toEqual(fromApp.headers);
    expect(fast.headers["access-control-allow-origin"]).toBe("*");
    expect(fast.headers["x-content-type-options"]).toBe("nosniff");
    expect(fast.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.requestId).not.toBe(fromApp.requestId);
  });

  it("answers a kept 'not found' the same way, with the app's one 404", async () => {
    const fromApp = await ask("sku=NOPE-1");
    const before = fastHits;
    const fast = await ask("sku=NOPE-1");
    expect(fastHits).toBe(before + 1);
    expect(fast).toMatchObject({ status: 404, body: fromApp.body, headers: fromApp.headers });
  });

  it("never answers what the app must: other methods, a NUL, another path", async () => {
    await ask("sku=OAK-1");
    const before = fastHits;
    expect((await fetch(`${base}/api/sites/${siteId}/lookup?sku=OAK-1`, { method: "HEAD" })).status).toBe(200);
    expect((await ask("sku=OAK-1%00")).status).toBe(400);
    // Another route (the seller's own /sites routes): signed out, the app refuses it.
    expect((await fetch(`${base}/api/sites/${siteId}/lookup/?sku=OAK-1`)).status).toBe(401);
    expect(fastHits).toBe(before);
  });

  it("stops answering a product's audio as soon as it goes stale", async () => {
    await until(async () => (await ask("sku=OAK-1")).status === 200, 3000, "live");
    await database.db.update(siteProducts).set({ audioStale: true }).where(eq(siteProducts.id, productId));
    await until(async () => (await ask("sku=OAK-1")).status === 404, 3000, "stale is not served");
    await database.db.update(siteProducts).set({ audioStale: false }).where(eq(siteProducts.id, productId));
    await until(async () => (await ask("sku=OAK-1")).status === 200, 3000, "live again");
  });
});
