import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../server/db/database";
import { generatedAudios, siteProducts } from "../server/db/schema/index";
import type { SiteSyncView } from "../shared/sites/site-schemas";
import { until } from "../test/batch-kit";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../test/fakes/openai-speech-server";
import { startShopSite, type ShopSite } from "../test/fixtures/shop-site";
import {
  createServerDatabase,
  signUpOnServer,
  startServerProcess,
  startWorkerProcess,
  type ServerDatabase,
  type ServerProcess,
  type WorkerProcess,
} from "../test/server-process";
import { connectShop, siteGenerationLedger } from "../test/site-kit";
import { testDatabaseKind } from "../test/test-database";
import { creditState, setCredits, userIdOf } from "./support/seller-state";

const PRODUCTS = 40;
const CREDITS = 60;
const onPostgres = testDatabaseKind() === "postgres";
const TITLE = onPostgres
  ? "a site sync through two `npm run worker` processes on PostgreSQL, one SIGKILLed mid-sync and restarted"
  : "site sync SIGKILL drill: skipped, PGlite is single-process (sites.int.test.ts runs the killed job in-process)";

/** A worker process; a cold start on a machine as loaded as a shared CI box can take over a minute. */
const startWorker = (env: Record<string, string>): Promise<WorkerProcess> =>
  startWorkerProcess(env, { startTimeoutMs: 180_000 });

/**
 * Issue 23: "a sync never charges twice for one product change, also when a worker is killed
 * mid-sync". A shop of 40 new products, two worker processes, one killed -9 while it holds product
 * jobs (speech takes a moment, so it dies mid-generation with credits reserved), then a fresh
 * worker started in its place. Every product must end with exactly one audio and one credit.
 */
describe.skipIf(!onPostgres)(TITLE, () => {
  let db: ServerDatabase;
  let handle: DatabaseHandle;
  let shop: ShopSite;
  let speech: FakeOpenAISpeechServer;
  let web: ServerProcess;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createServerDatabase();
    shop = await startShopSite(PRODUCTS);
    speech = await startFakeOpenAISpeechServer();
    env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      TTS_BASE_URL: speech.baseURL,
      TTS_API_KEY: speech.apiKey,
      TTS_MODEL: "tts-1",
      FETCH_ALLOW_HOSTS: shop.hostPort,
      BATCH_HOST_DELAY_MS: "0",
      BATCH_HOST_CONCURRENCY: "4",
      RATE_LIMIT_DISABLED: "true",
    };
    web = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" });
    for (let i = 0; i < 2; i++) workers.push(await startWorker({ ...env, JOB_CONCURRENCY: "3" }));
    handle = await db.open();
    // Each audio takes a moment, so the kill lands while the killed worker holds jobs mid-generation.
    speech.delayMs = 800;
  }, 420_000);
  afterAll(async () => {
    await Promise.allSettled([web?.stop(), ...workers.map((w) => w.stop())]);
    await handle?.close();
    await speech?.close();
    await shop?.close();
    await db?.drop();
  });

  // Skipped after the merge with the claim check: one run counted 39 new of 40 (none failed,
  // none changed) after the SIGKILL. A killed product's count, not yet understood; open on issue 23.
  it(`${PRODUCTS} new products: one audio and one credit each, the ledger exact, the sync done`, async () => {
    const seller = await signUpOnServer(web, "site-drill@example.com");
    const sellerId = await userIdOf(handle.db, "site-drill@example.com");
    await setCredits(handle.db, sellerId, CREDITS);
    const site = await connectShop(seller, shop);
    const started = await seller.request(`/api/sites/${site.id}/sync`, { method: "POST" });
    expect(started.status).toBe(200);
    const { syncId } = (await started.json()) as { syncId: string };
    const view = async () =>
      (await (await seller.request(`/api/sites/${site.id}/syncs/${syncId}`)).json()) as SiteSyncView;

    let seen: SiteSyncView | undefined;
    await until(
      async () => {
        seen = await view();
        return seen.status !== "running" || seen.counts.checked >= 8;
      },
      300_000,
      "a fifth of the sync",
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; last view ${JSON.stringify(seen)}; shop ${JSON.stringify(shop.counts)}`);
    });
    expect(seen?.status, JSON.stringify(seen)).toBe("running");
    await workers[0]!.stop("SIGKILL");
    // A worker comes back in its place (a supervisor restarting it), beside the survivor.
    workers[0] = await startWorker({ ...env, JOB_CONCURRENCY: "3" });

    await until(async () => (await view()).status !== "running", 400_000, "sync finished");
    const done = await view();
    expect(done).toMatchObject({
      status: "done",
      total: PRODUCTS,
      counts: { checked: PRODUCTS, new: PRODUCTS, changed: 0, failed: 0, credits_spent: PRODUCTS },
    });

    // Every product live with its own audio; no audio made twice.
    const products = await handle.db.select().from(siteProducts).where(eq(siteProducts.siteId, site.id));
    expect(products).toHaveLength(PRODUCTS);
    expect(products.every((p) => p.status === "live" && p.audioId && !p.audioStale)).toBe(true);
    expect(new Set(products.map((p) => p.audioId)).size).toBe(PRODUCTS);
    const audios = await handle.db.select().from(generatedAudios).where(eq(generatedAudios.userId, sellerId));
    expect(audios).toHaveLength(PRODUCTS);

    // One credit per product, net of any refund of a reservation the killed worker left behind.
    const ledger = await siteGenerationLedger(handle.db, sellerId);
    expect(ledger).toMatchObject({ succeeded: PRODUCTS, net: -PRODUCTS });
    for (const product of products) {
      const mine = ledger.requests.filter((r) => r.idempotencyKey.startsWith(`site-product:${product.id}:`));
      expect(
        mine.filter((r) => r.status === "succeeded"),
        product.url,
      ).toHaveLength(1);
    }
    expect(await creditState(handle.db, sellerId)).toEqual({
      balance: CREDITS - PRODUCTS,
      ledger: CREDITS - PRODUCTS,
    });

    // The kill did land on held product jobs: some ran again.
    const retried: unknown = await handle.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'site-product' and retry_count > 0`,
    );
    const { rows } = retried as { rows: Array<{ n: number }> };
    expect(Number(rows[0]?.n ?? 0)).toBeGreaterThan(0);
  }, 900_000);
});
