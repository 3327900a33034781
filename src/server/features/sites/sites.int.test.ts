import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState, setCredits } from "../../../robustness/support/seller-state";
import type { SiteReviewView, SiteSyncView, SiteView } from "../../../shared/sites/site-schemas";
import { until } from "../../../test/batch-kit";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import {
  allowShops,
  connectShop,
  productsOf,
  sellerWithCredits,
  siteGenerationLedger,
  syncAndWait,
} from "../../../test/site-kit";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import { and, eq } from "drizzle-orm";
import { scriptDrafts, siteProducts, siteSyncs } from "../../db/schema/index";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { claimKeySpendDraftAndCharge } from "../audios/credit-reservation";
import { requestHash } from "../audios/idempotent-generation";
import { spokenFactsOf, spokenFingerprint } from "./site-facts";
import { processSiteProduct } from "./site-product.service";
import { siteGenerationKey } from "./site-production";

describe(`connected shops: verify, sync, review (${testDatabaseKind()})`, () => {
  const shops: Record<"auto" | "review" | "verify" | "credits" | "killed", ShopSite> = {} as never;
  beforeAll(async () => {
    shops.auto = await startShopSite(5);
    shops.review = await startShopSite(3);
    shops.verify = await startShopSite(1);
    shops.credits = await startShopSite(4);
    shops.killed = await startShopSite(2);
  });
  afterAll(() => Promise.all(Object.values(shops).map((s) => s.close())));
  const working = useWorkingApp(() => ({
    fakeSpeech: true,
    concurrency: 4,
    config: {
      FETCH_ALLOW_HOSTS: allowShops(shops),
      BATCH_HOST_DELAY_MS: "0",
      BATCH_HOST_CONCURRENCY: "4",
      RATE_LIMIT_DISABLED: "true",
    },
  }));

  const seller = (email: string, credits: number) => sellerWithCredits(working, email, credits);

  it("verifies by meta tag or well-known file; a wrong token is refused; another seller gets 404 everywhere", async () => {
    const owner = await seller("verify-owner@example.com", 0);
    const other = await seller("verify-other@example.com", 0);
    const shop = shops.verify;
    const created = await owner.client.request("/api/sites", { json: { origin: `${shop.origin}/any/path?x=1` } });
    expect(created.status).toBe(201);
    const site = (await created.json()) as SiteView;
    expect(site).toMatchObject({ origin: shop.origin, verified: false });
    expect(site.verification.filePath).toBe("/.well-known/shelftalk-site-verification.txt");
    expect(site.verification.metaTag).toBe(
      `<meta name="shelftalk-site-verification" content="${site.verification.token}">`,
    );
    // At least 128 random bits: 32 bytes base64url.
    expect(Buffer.from(site.verification.token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect((await owner.client.request("/api/sites", { json: { origin: shop.origin } })).status).toBe(409);

    // Unverified: nothing is synced (and the shop is not even asked for its sitemap).
    await owner.client.request(`/api/sites/${site.id}`, {
      method: "PATCH",
      json: { sourceUrl: shop.url("/sitemap.xml") },
    });
    const early = await owner.client.request(`/api/sites/${site.id}/sync`, { method: "POST" });
    expect(early.status).toBe(409);
    expect(shop.counts.sitemap).toBe(0);

    shop.verification.meta = "not-the-token";
    const wrong = await owner.client.request(`/api/sites/${site.id}/verify`, { method: "POST" });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: string }).error).toContain("could not find your verification token");

    // Another seller guessing the id: the same 404 as a missing site, for every route.
    const id = site.id;
    for (const [method, path] of [
      ["POST", `/api/sites/${id}/verify`],
      ["GET", `/api/sites/${id}`],
      ["PATCH", `/api/sites/${id}`],
      ["POST", `/api/sites/${id}/sync`],
      ["GET", `/api/sites/${id}/products`],
      ["GET", `/api/sites/${id}/reviews`],
      ["DELETE", `/api/sites/${id}`],
    ] as const) {
      const res = await other.client.request(path, {
        method,
        ...(method === "PATCH" ? { json: { evergreen: true } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await (await other.client.request("/api/sites")).json()) as SiteView[]).toEqual([]);

    shop.verification.meta = undefined;
    shop.verification.file = site.verification.token;
    const ok = await owner.client.request(`/api/sites/${site.id}/verify`, { method: "POST" });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await ok.json()).toEqual({ verified: true });
    expect(((await (await owner.client.request(`/api/sites/${id}`)).json()) as SiteView).verified).toBe(true);
    // Another seller adding the same origin gets a token of their own and is not verified by the owner's proof.
    const theirs = (await (
      await other.client.request("/api/sites", { json: { origin: shop.origin } })
    ).json()) as SiteView;
    expect(theirs.verification.token).not.toBe(site.verification.token);
    expect((await other.client.request(`/api/sites/${theirs.id}/verify`, { method: "POST" })).status).toBe(422);

    expect((await owner.client.request(`/api/sites/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.client.request(`/api/sites/${id}`)).status).toBe(404);
  });

  it("auto policy: new → unchanged (304, free) → changed, 410 and unlisted → removed, credits exact", async () => {
    const { client, id: userId } = await seller("sync-auto@example.com", 20);
    const shop = shops.auto;
    const site = await connectShop(client, shop);

    const first = await syncAndWait(client, site.id);
    expect(first).toMatchObject({
      status: "done",
      counts: { checked: 5, new: 5, changed: 0, unchanged: 0, removed: 0, failed: 0, credits_spent: 5 },
    });
    const made = await productsOf(client, site.id);
    expect(made).toHaveLength(5);
    expect(made.every((p) => p.status === "live" && p.audioId && p.publicId && !p.stale)).toBe(true);
    // Sitemap URLs are normalised (no query, no trailing slash).
    expect(made.map((p) => p.url)).toContain(shop.url("/products/p-1"));
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 15, ledger: 15 });

    const notModifiedBefore = shop.counts.notModified;
    const second = await syncAndWait(client, site.id);
    expect(second.counts).toEqual({
      checked: 5,
      new: 0,
      changed: 0,
      unchanged: 5,
      removed: 0,
      failed: 0,
      credits_spent: 0,
    });
    expect(shop.counts.notModified - notModifiedBefore).toBe(5);

    shop.products[0]!.price = 99.5;
    shop.products[1]!.status = 410;
    shop.products[2]!.listed = false;
    const third = await syncAndWait(client, site.id);
    expect(third.counts).toEqual({
      checked: 4,
      new: 0,
      changed: 1,
      unchanged: 2,
      removed: 2,
      failed: 0,
      credits_spent: 1,
    });
    const after = await productsOf(client, site.id);
    const byUrl = new Map(after.map((p) => [p.url, p]));
    const changed = byUrl.get(shop.url("/products/p-1"))!;
    const before = made.find((p) => p.url === changed.url)!;
    expect(changed).toMatchObject({ status: "live", stale: false });
    expect(changed.audioId).not.toBe(before.audioId);
    expect(byUrl.get(shop.url("/products/p-2"))).toMatchObject({ status: "removed", publicId: null });
    expect(byUrl.get(shop.url("/products/p-3"))).toMatchObject({ status: "removed", publicId: null });
    // The old audio of the changed product is no longer published.
    const old = await client.request(`/api/audios/${before.audioId}/publish`);
    expect(old.status).toBe(404);

    const ledger = await siteGenerationLedger(working.database.db, userId);
    expect(ledger).toMatchObject({ succeeded: 6, net: -6 });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 14, ledger: 14 });
  }, 180_000);

  it("review policy: a change marks the audio stale at once, queues old/new script; approve charges one, reject none", async () => {
    const { client, id: userId } = await seller("sync-review@example.com", 10);
    const other = await seller("sync-review-other@example.com", 10);
    const shop = shops.review;
    const site = await connectShop(client, shop, { policy: { changed: "review" } });
    expect((await syncAndWait(client, site.id)).counts.credits_spent).toBe(3);

    shop.products[0]!.price = 12.25;
    shop.products[1]!.inStock = false;
    const sync = await syncAndWait(client, site.id);
    expect(sync.counts).toEqual({
      checked: 3,
      new: 0,
      changed: 2,
      unchanged: 1,
      removed: 0,
      failed: 0,
      credits_spent: 0,
    });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 7, ledger: 7 });
    const stale = (await productsOf(client, site.id)).filter((p) => p.stale);
    expect(stale.map((p) => p.status)).toEqual(["changed", "changed"]);

    const reviews = (await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as SiteReviewView[];
    expect(reviews).toHaveLength(2);
    const priced = reviews.find((r) => r.url === shop.url("/products/p-1"))!;
    expect(priced.oldScript).toBeTruthy();
    expect(priced.newScript).toBeTruthy();
    expect(priced.changes).toEqual([{ field: "price", old: "20.00 EUR", new: "12.25 EUR" }]);
    const stock = reviews.find((r) => r.url === shop.url("/products/p-2"))!;
    expect(stock.changes).toEqual([{ field: "availability", old: "in_stock", new: "out_of_stock" }]);

    // Another seller can neither read nor decide them.
    expect(
      (await other.client.request(`/api/sites/${site.id}/reviews/${priced.id}/approve`, { method: "POST" })).status,
    ).toBe(404);

    const approved = await client.request(`/api/sites/${site.id}/reviews/${priced.id}/approve`, { method: "POST" });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(
      (await client.request(`/api/sites/${site.id}/reviews/${priced.id}/approve`, { method: "POST" })).status,
    ).toBe(409);
    const rejected = await client.request(`/api/sites/${site.id}/reviews/${stock.id}/reject`, { method: "POST" });
    expect(rejected.status).toBe(200);
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 6, ledger: 6 });

    const products = new Map((await productsOf(client, site.id)).map((p) => [p.url, p]));
    expect(products.get(shop.url("/products/p-1"))).toMatchObject({ status: "live", stale: false });
    expect(products.get(shop.url("/products/p-2"))).toMatchObject({ status: "stale", stale: true });
    expect((await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as unknown[]).toEqual([]);
    // The rejected facts are not offered again by the next sync; nothing is charged.
    const again = await syncAndWait(client, site.id);
    expect(again.counts.credits_spent).toBe(0);
    expect((await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as unknown[]).toEqual([]);
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 4, net: -4 });
  }, 180_000);

  it("out of credits: the sync pauses with an email and resumes after buying, each product charged once", async () => {
    const { client, id: userId } = await seller("sync-credits@example.com", 2);
    const shop = shops.credits;
    const site = await connectShop(client, shop);
    const paused = await syncAndWait(client, site.id);
    expect(paused.status).toBe("paused");
    // A product already speaking when the sync paused still finishes: both credits end up spent.
    await until(
      async () => {
        const view = (await (await client.request(`/api/sites/${site.id}/syncs/${paused.id}`)).json()) as SiteSyncView;
        return view.status === "paused" && view.counts.credits_spent === 2;
      },
      30_000,
      "both credits spent",
    );
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 0, ledger: 0 });
    expect(working.mail.lastTo("sync-credits@example.com").subject).toContain("out of credits");
    await setCredits(working.database.db, userId, 5);
    const resumed = await syncAndWait(client, site.id);
    expect(resumed.id).toBe(paused.id);
    expect(resumed).toMatchObject({ status: "done", counts: { checked: 4, new: 4, credits_spent: 4 } });
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 4, net: -4 });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 3, ledger: 3 });
  }, 180_000);

  it("a product job run twice, and a worker killed mid-generation, charge one credit for one change", async () => {
    const { client, id: userId } = await seller("sync-killed@example.com", 10);
    const shop = shops.killed;
    const site = await connectShop(client, shop);
    expect((await syncAndWait(client, site.id)).counts.credits_spent).toBe(2);
    shop.products[0]!.price = 31.5;
    const [product] = await working.database.db
      .select()
      .from(siteProducts)
      .where(and(eq(siteProducts.siteId, site.id), eq(siteProducts.url, shop.url("/products/p-1"))));
    const oldAudio = product!.audioId;
    // The sync as a worker would have it: this product listed and queued.
    const [sync] = await working.database.db
      .insert(siteSyncs)
      .values({ siteId: site.id, userId, total: 1 })
      .returning();
    await working.database.db
      .update(siteProducts)
      .set({ lastSeenSyncId: sync!.id, queuedSyncId: sync!.id })
      .where(eq(siteProducts.siteId, site.id));
    await working.database.db.update(siteSyncs).set({ total: 2 }).where(eq(siteSyncs.id, sync!.id));
    // A worker killed mid-generation left its reservation pending (the credit taken, no audio).
    const html = await (await fetch(shop.url("/products/p-1"))).text();
    const fingerprint = spokenFingerprint(spokenFactsOf(extractProductFacts(html, shop.url("/products/p-1")), false));
    const [draft] = await working.database.db
      .insert(scriptDrafts)
      .values({ userId, sessionId: "killed", language: "en", script: "Half-made.", writer: "builtin" })
      .returning();
    const reservation = await claimKeySpendDraftAndCharge(working.database.db, {
      userId,
      idempotencyKey: siteGenerationKey(product!.id, fingerprint, 0),
      requestHash: requestHash({ draftId: draft!.id, text: "Half-made.", voice: "alloy" }),
      draftId: draft!.id,
      voice: "alloy",
    });
    expect(reservation.kind).toBe("claimed");
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 7, ledger: 7 });

    // The job runs again (retry after the kill), twice at once and once more after.
    const data = { syncId: sync!.id, productId: product!.id };
    await Promise.allSettled([
      processSiteProduct(working.deps, data, { lastAttempt: false }),
      processSiteProduct(working.deps, data, { lastAttempt: false }),
    ]);
    await processSiteProduct(working.deps, data, { lastAttempt: false });
    const [other] = await working.database.db
      .select({ id: siteProducts.id })
      .from(siteProducts)
      .where(and(eq(siteProducts.siteId, site.id), eq(siteProducts.url, shop.url("/products/p-2"))));
    await processSiteProduct(working.deps, { syncId: sync!.id, productId: other!.id }, { lastAttempt: false });

    const view = (await (await client.request(`/api/sites/${site.id}/syncs/${sync!.id}`)).json()) as SiteSyncView;
    expect(view).toMatchObject({ status: "done", counts: { checked: 2, changed: 1, unchanged: 1, credits_spent: 1 } });
    const [after] = await working.database.db.select().from(siteProducts).where(eq(siteProducts.id, product!.id));
    expect(after).toMatchObject({ status: "live", audioStale: false });
    expect(after!.audioId).not.toBe(oldAudio);
    // Two audios at first, one for the change; the killed run's credit came back.
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 3, net: -3 });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 7, ledger: 7 });
  }, 180_000);
});
