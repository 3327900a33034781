import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState, setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { SiteSyncView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { until } from "../../../test/batch-kit";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { connectShop } from "../../../test/site-kit";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";

/**
 * Issue 23: "a shop that answers slowly or with 5xx is retried with backoff and never blocks
 * other sites' syncs". One shop answers every product page slowly with a 500; another shop's
 * sync, started after it, finishes while the first is still retrying. Once the first shop
 * recovers, its retried products are made, each charged once.
 */
describe(`a failing shop does not hold up another's sync (${testDatabaseKind()})`, () => {
  let broken: ShopSite;
  let healthy: ShopSite;
  beforeAll(async () => {
    broken = await startShopSite(12, { delayMs: 300 });
    healthy = await startShopSite(3);
  });
  afterAll(async () => {
    await broken?.close();
    await healthy?.close();
  });
  const built = useWorkingApp(() => ({
    fakeSpeech: true,
    concurrency: 4,
    config: {
      FETCH_ALLOW_HOSTS: `${broken.hostPort},${healthy.hostPort}`,
      BATCH_HOST_DELAY_MS: "0",
      BATCH_HOST_CONCURRENCY: "2",
      RATE_LIMIT_DISABLED: "true",
    },
  }));

  const seller = async (email: string): Promise<{ client: TestClient; id: string }> => {
    const client = await signUpConfirmed(built.app, built.mail, email);
    const id = await userIdOf(built.database.db, email);
    await setCredits(built.database.db, id, 20);
    return { client, id };
  };
  const startSync = async (client: TestClient, siteId: string) => {
    const res = await client.request(`/api/sites/${siteId}/sync`, { method: "POST" });
    expect(res.status).toBe(200);
    const { syncId } = (await res.json()) as { syncId: string };
    return async () => (await (await client.request(`/api/sites/${siteId}/syncs/${syncId}`)).json()) as SiteSyncView;
  };

  it("the healthy shop's sync is done while the 5xx shop retries with backoff; then the 5xx shop recovers", async () => {
    const a = await seller("broken-shop@example.com");
    const b = await seller("healthy-shop@example.com");
    const brokenSite = await connectShop(a.client, broken);
    const healthySite = await connectShop(b.client, healthy);
    for (const product of broken.products) product.status = 500;

    const brokenView = await startSync(a.client, brokenSite.id);
    // The broken shop's jobs are in the queue first and answering 500, then the other seller syncs.
    await until(() => broken.counts.serverErrors > 0, 60_000, "first 500");
    const healthyView = await startSync(b.client, healthySite.id);
    await until(async () => (await healthyView()).status !== "running", 60_000, "healthy sync finished");
    expect(await healthyView()).toMatchObject({ status: "done", counts: { checked: 3, new: 3, credits_spent: 3 } });
    const stillRunning = await brokenView();
    expect(stillRunning.status).toBe("running");
    expect(stillRunning.counts).toMatchObject({ failed: 0, credits_spent: 0 });

    // Each 5xx page was asked again later (retry with backoff), and none was charged.
    await until(() => broken.counts.serverErrors >= 2 * broken.products.length, 60_000, "second round of asks");
    expect(await creditState(built.database.db, a.id)).toEqual({ balance: 20, ledger: 20 });

    for (const product of broken.products) product.status = 200;
    await until(async () => (await brokenView()).status !== "running", 120_000, "broken shop recovered");
    expect(await brokenView()).toMatchObject({
      status: "done",
      counts: { checked: 12, new: 12, failed: 0, credits_spent: 12 },
    });
    expect(await creditState(built.database.db, a.id)).toEqual({ balance: 8, ledger: 8 });
  }, 240_000);
});
