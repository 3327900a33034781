import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { SiteSyncView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient, type KeyClient } from "../../../test/api-kit";
import { until } from "../../../test/batch-kit";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import { startWebhookReceiver } from "../../../test/webhook-receiver";

type Hook = { type: string; data: Record<string, unknown> };

/**
 * Issue 23 through /api/v1 with a key: a site added, verified, set and synced, a price change
 * re-voiced (auto), and the webhook events `site.synced`, `product.changed`, `audio.updated`
 * delivered to the seller's endpoint.
 */
describe(`connected shops through /api/v1/sites, with webhooks (${testDatabaseKind()})`, () => {
  let shop: ShopSite;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    shop = await startShopSite(3);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await shop?.close();
    await receiver?.close();
  });
  const built = useWorkingApp(() => ({
    fakeSpeech: true,
    concurrency: 4,
    config: {
      FETCH_ALLOW_HOSTS: `${shop.hostPort},${receiver.hostPort}`,
      BATCH_HOST_DELAY_MS: "0",
      RATE_LIMIT_DISABLED: "true",
    },
  }));

  const hooks = (): Hook[] => receiver.received.map((r) => JSON.parse(r.body) as Hook);

  async function syncAndWait(api: KeyClient, siteId: string): Promise<SiteSyncView> {
    const started = await api(`/api/v1/sites/${siteId}/sync`, { method: "POST" });
    expect(started.status, await started.clone().text()).toBe(200);
    const { syncId } = (await started.json()) as { syncId: string };
    let view: SiteSyncView | undefined;
    await until(
      async () => {
        view = (await (await api(`/api/v1/sites/${siteId}/syncs/${syncId}`)).json()) as SiteSyncView;
        return view.status !== "running";
      },
      60_000,
      "sync finished",
    );
    return view!;
  }

  it("adds, verifies, sets and syncs a site with a key; a price change re-voices; the three events arrive", async () => {
    const seller = await signUpConfirmed(built.app, built.mail, "v1-sites@example.com");
    await setCredits(built.database.db, await userIdOf(built.database.db, "v1-sites@example.com"), 10);
    // A site's settings need an admin key, as on the Sites page (decisions 085, 122).
    const api = keyClient(built.app, (await createApiKeyFor(seller, "Sites key", "admin")).key);
    const hook = await api("/api/v1/webhooks", {
      json: { url: receiver.url, events: ["site.synced", "product.changed", "audio.updated"] },
    });
    expect(hook.status, await hook.clone().text()).toBe(201);

    const created = await api("/api/v1/sites", { json: { origin: shop.origin } });
    expect(created.status, await created.clone().text()).toBe(201);
    const site = (await created.json()) as { id: string; verified: boolean; verification: { token: string } };
    expect(site.verified).toBe(false);
    shop.verification.file = site.verification.token;
    const verified = await api(`/api/v1/sites/${site.id}/verify`, { method: "POST" });
    expect(await verified.json()).toEqual({ verified: true });
    const patched = await api(`/api/v1/sites/${site.id}`, {
      method: "PATCH",
      json: { sourceUrl: shop.url("/sitemap.xml"), policy: { new: "auto", changed: "auto", removed: "unpublish" } },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    // The key's view is the cookie route's view.
    expect(await (await api(`/api/v1/sites/${site.id}`)).json()).toEqual(
      await (await seller.request(`/api/sites/${site.id}`)).json(),
    );

    const first = await syncAndWait(api, site.id);
    expect(first).toMatchObject({ status: "done", counts: { checked: 3, new: 3, credits_spent: 3 } });
    await until(() => hooks().some((h) => h.type === "site.synced"), 30_000, "site.synced");
    const products = (await (await api(`/api/v1/sites/${site.id}/products`)).json()) as Array<{
      url: string;
      audioId: string;
    }>;
    expect(products).toHaveLength(3);
    expect((await (await api(`/api/v1/sites/${site.id}/reviews`)).json()) as unknown[]).toEqual([]);

    shop.products[0]!.price = 77;
    const second = await syncAndWait(api, site.id);
    expect(second).toMatchObject({ status: "done", counts: { changed: 1, unchanged: 2, credits_spent: 1 } });
    await until(() => hooks().filter((h) => h.type === "site.synced").length === 2, 30_000, "second site.synced");
    await until(() => hooks().filter((h) => h.type === "audio.updated").length === 4, 30_000, "audio.updated");

    const changedUrl = shop.url("/products/p-1");
    const byType = (type: string) => hooks().filter((h) => h.type === type);
    expect(byType("site.synced").map((h) => h.data)).toEqual([
      { site_id: site.id, sync: { id: first.id, status: "done", counts: first.counts, error: null } },
      { site_id: site.id, sync: { id: second.id, status: "done", counts: second.counts, error: null } },
    ]);
    expect(byType("product.changed").map((h) => h.data)).toEqual([
      {
        site_id: site.id,
        product: { id: expect.any(String) as unknown, url: changedUrl, status: "stale" },
        changes: [{ field: "price", old: "20.00 EUR", new: "77.00 EUR" }],
      },
    ]);
    const before = products.find((p) => p.url === changedUrl)!;
    const after = ((await (await api(`/api/v1/sites/${site.id}/products`)).json()) as typeof products).find(
      (p) => p.url === changedUrl,
    )!;
    // audio.updated names every audio that went live: the three new ones (no previous), then the change.
    const updated = byType("audio.updated").map((h) => h.data);
    expect(updated).toHaveLength(4);
    expect(updated.filter((d) => d.previous_audio_id === null)).toHaveLength(3);
    expect(updated.filter((d) => d.previous_audio_id !== null)).toEqual([
      {
        site_id: site.id,
        product: { id: expect.any(String) as unknown, url: changedUrl },
        audio_id: after.audioId,
        previous_audio_id: before.audioId,
      },
    ]);
    // A key of another seller sees none of it.
    const other = await signUpConfirmed(built.app, built.mail, "v1-sites-other@example.com");
    const otherApi = keyClient(built.app, (await createApiKeyFor(other)).key);
    expect((await otherApi(`/api/v1/sites/${site.id}`)).status).toBe(404);
    expect((await otherApi(`/api/v1/sites/${site.id}/sync`, { method: "POST" })).status).toBe(404);
  }, 180_000);
});
