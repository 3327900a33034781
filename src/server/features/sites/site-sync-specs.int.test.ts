import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState } from "../../../robustness/support/seller-state";
import type { SiteReviewView, SiteSyncView } from "../../../shared/sites/site-schemas";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { allowShops, connectShop, sellerWithCredits, siteGenerationLedger, syncAndWait } from "../../../test/site-kit";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import { generatedAudios, scriptDrafts, siteProducts, siteReviews, siteSyncs } from "../../db/schema/index";
import { extractProductFacts } from "../../extract/extract-product-facts";
import { claimKeySpendDraftAndCharge } from "../audios/credit-reservation";
import { requestHash } from "../audios/idempotent-generation";
import { isLegacyFingerprint, legacyFingerprint, spokenFactsOf, spokenFingerprint } from "./site-facts";
import { processSiteProduct } from "./site-product.service";
import { siteGenerationKey } from "./site-production";

const SPECS: [string, string][] = [
  ["Weight", "1.2 kg"],
  ["Wood", "Walnut"],
  ["Finish", "Natural oil"],
];

/** The spec table counts in what a synced audio speaks; fingerprints from before it are upgraded in place (decision 144). */
describe(`shop sync and the spec table (${testDatabaseKind()})`, () => {
  const shops: Record<"spec" | "legacy" | "killed" | "review", ShopSite> = {} as never;
  beforeAll(async () => {
    shops.spec = await startShopSite(1);
    shops.legacy = await startShopSite(2);
    shops.killed = await startShopSite(1);
    shops.review = await startShopSite(1);
    for (const shop of Object.values(shops)) for (const p of shop.products) p.specs = SPECS.map(([k, v]) => [k, v]);
  });
  afterAll(() => Promise.all(Object.values(shops).map((s) => s.close())));
  const working = useWorkingApp(() => ({
    fakeSpeech: true,
    concurrency: 2,
    config: {
      FETCH_ALLOW_HOSTS: allowShops(shops),
      BATCH_HOST_DELAY_MS: "0",
      RATE_LIMIT_DISABLED: "true",
    },
  }));

  const seller = (email: string, credits: number) => sellerWithCredits(working, email, credits);
  const productsOfSite = (siteId: string) =>
    working.database.db.select().from(siteProducts).where(eq(siteProducts.siteId, siteId)).orderBy(siteProducts.url);
  const scriptOf = async (audioId: string | null) => {
    const [row] = await working.database.db
      .select({ script: generatedAudios.scriptContent })
      .from(generatedAudios)
      .where(eq(generatedAudios.id, audioId ?? ""));
    return row?.script ?? "";
  };
  const counts = (sync: SiteSyncView) => sync.counts;

  it("a spec-only change re-voices the product (one credit, the new value said); row order and spacing do not", async () => {
    const { client, id: userId } = await seller("spec-change@example.com", 10);
    const shop = shops.spec;
    const site = await connectShop(client, shop);
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ new: 1, credits_spent: 1 });
    const [made] = await productsOfSite(site.id);
    expect(made!.spokenFingerprint).toMatch(/^v2:/);
    expect(made!.spokenFacts?.specs).toEqual(["Weight: 1.2 kg", "Wood: Walnut", "Finish: Natural oil"]);
    expect(await scriptOf(made!.audioId)).toMatch(/1\.2 kilograms/);

    // (c) Rows reordered, relabelled in another case, padded with spaces: the page's bytes (and
    // ETag) change, what a script can say does not.
    shop.products[0]!.specs = [
      ["  finish ", "Natural   oil"],
      ["WEIGHT", " 1.2 kg "],
      ["Wood", "Walnut"],
    ];
    const pagesBefore = shop.counts.pages;
    const reordered = await syncAndWait(client, site.id);
    expect(counts(reordered)).toMatchObject({ checked: 1, unchanged: 1, changed: 0, credits_spent: 0 });
    expect(shop.counts.pages - pagesBefore).toBe(1);
    const [same] = await productsOfSite(site.id);
    expect(same).toMatchObject({ audioId: made!.audioId, status: "live", audioStale: false });

    // (a) Only the weight row changes: one credit, a new audio that says the new weight.
    shop.products[0]!.specs = [
      ["Weight", "1.4 kg"],
      ["Wood", "Walnut"],
      ["Finish", "Natural oil"],
    ];
    const changed = await syncAndWait(client, site.id);
    expect(counts(changed)).toMatchObject({ checked: 1, changed: 1, unchanged: 0, credits_spent: 1 });
    const [after] = await productsOfSite(site.id);
    expect(after).toMatchObject({ status: "live", audioStale: false });
    expect(after!.audioId).not.toBe(made!.audioId);
    const script = await scriptOf(after!.audioId);
    expect(script).toMatch(/1\.4 kilograms/);
    expect(script).not.toMatch(/1\.2 kilograms/);
    expect(after!.spokenFacts?.specs).toContain("Weight: 1.4 kg");
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 2, net: -2 });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 8, ledger: 8 });
  }, 180_000);

  it("(b) a product synced with an old-form fingerprint and an unchanged page is not re-voiced; its fingerprint is upgraded", async () => {
    const { client, id: userId } = await seller("spec-legacy@example.com", 10);
    const shop = shops.legacy;
    const site = await connectShop(client, shop);
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ new: 2, credits_spent: 2 });
    // As a sync before the spec table counted left them: fingerprints without it, facts without specs.
    const before = await productsOfSite(site.id);
    await downgrade(site.id);
    // The second product's page changed a spec row meanwhile: compared in the old form, no change
    // either (nobody knows which rows its audio spoke; decision 144).
    shop.products[1]!.specs = [["Weight", "1.3 kg"], ...SPECS.slice(1)];

    const pagesBefore = shop.counts.pages;
    const notModifiedBefore = shop.counts.notModified;
    const sync = await syncAndWait(client, site.id);
    expect(counts(sync)).toMatchObject({ checked: 2, unchanged: 2, changed: 0, new: 0, credits_spent: 0 });
    // An old-form product's page is read in full once, so it can be upgraded (a 304 would not let it).
    expect(shop.counts.pages - pagesBefore).toBe(2);
    expect(shop.counts.notModified - notModifiedBefore).toBe(0);
    const after = await productsOfSite(site.id);
    for (const [i, product] of after.entries()) {
      expect(product.audioId).toBe(before[i]!.audioId);
      expect(product).toMatchObject({ status: "live", audioStale: false });
      expect(product.spokenFingerprint).toMatch(/^v2:/);
      expect(product.pageFingerprint).toBe(product.spokenFingerprint);
      expect(product.spokenFacts?.specs).toHaveLength(3);
      expect(product.spokenFingerprint).toBe(spokenFingerprint(product.spokenFacts!));
    }
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 2, net: -2 });
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 8, ledger: 8 });

    // Upgraded: the next sync is conditional again (304, free), and a spec change now counts.
    const again = await syncAndWait(client, site.id);
    expect(counts(again)).toMatchObject({ unchanged: 2, credits_spent: 0 });
    expect(shop.counts.notModified - notModifiedBefore).toBe(2);
    shop.products[0]!.specs = [["Weight", "1.5 kg"], ...SPECS.slice(1)];
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ changed: 1, unchanged: 1, credits_spent: 1 });
  }, 180_000);

  it("an old-form product whose generation a worker left pending is keyed as before: one credit for the change", async () => {
    const { client, id: userId } = await seller("spec-killed@example.com", 10);
    const shop = shops.killed;
    const site = await connectShop(client, shop);
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ new: 1, credits_spent: 1 });
    const [product] = await productsOfSite(site.id);
    await downgrade(site.id);

    // The price changed, and a worker running the code before decision 144 reserved the change's
    // credit under the old-form key, then died.
    shop.products[0]!.price = 44.5;
    const html = await (await fetch(shop.url("/products/p-1"))).text();
    const facts = extractProductFacts(html, shop.url("/products/p-1"));
    const oldKey = siteGenerationKey(product!.id, legacyFingerprint(spokenFactsOf(facts, false)), 0);
    expect(isLegacyFingerprint(oldKey.split(":")[2]!)).toBe(true);
    const [draft] = await working.database.db
      .insert(scriptDrafts)
      .values({ userId, sessionId: "killed", language: "en", script: "Half-made.", writer: "builtin" })
      .returning();
    const reservation = await claimKeySpendDraftAndCharge(working.database.db, {
      userId,
      idempotencyKey: oldKey,
      requestHash: requestHash({ draftId: draft!.id, text: "Half-made.", voice: "alloy" }),
      draftId: draft!.id,
      voice: "alloy",
    });
    expect(reservation.kind).toBe("claimed");
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 8, ledger: 8 });

    // The job runs again under the new code.
    const [sync] = await working.database.db
      .insert(siteSyncs)
      .values({ siteId: site.id, userId, total: 1 })
      .returning();
    await working.database.db
      .update(siteProducts)
      .set({ lastSeenSyncId: sync!.id, queuedSyncId: sync!.id })
      .where(and(eq(siteProducts.siteId, site.id), eq(siteProducts.id, product!.id)));
    await processSiteProduct(working.deps, { syncId: sync!.id, productId: product!.id }, { lastAttempt: false });

    const [after] = await productsOfSite(site.id);
    expect(after).toMatchObject({ status: "live", audioStale: false, attempt: 1 });
    expect(after!.audioId).not.toBe(product!.audioId);
    expect(after!.spokenFingerprint).toBe(spokenFingerprint(spokenFactsOf(facts, false)));
    // The killed run's credit came back: one audio first, one for the change.
    const ledger = await siteGenerationLedger(working.database.db, userId);
    expect(ledger).toMatchObject({ succeeded: 2, net: -2 });
    expect(ledger.requests.map((r) => r.idempotencyKey)).toContain(
      siteGenerationKey(product!.id, legacyFingerprint(spokenFactsOf(facts, false)), 1),
    );
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 8, ledger: 8 });
  }, 180_000);

  it("an old-form product's change is reviewed in the old form: no spec rows listed as new, a rejection stands", async () => {
    const { client, id: userId } = await seller("spec-review@example.com", 10);
    const shop = shops.review;
    const site = await connectShop(client, shop, { policy: { changed: "review" } });
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ new: 1, credits_spent: 1 });
    await downgrade(site.id);

    shop.products[0]!.price = 12.25;
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ changed: 1, credits_spent: 0 });
    const reviews = (await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as SiteReviewView[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.changes).toEqual([{ field: "price", old: "20.00 EUR", new: "12.25 EUR" }]);
    const [stored] = await working.database.db.select().from(siteReviews).where(eq(siteReviews.id, reviews[0]!.id));
    expect(isLegacyFingerprint(stored!.fingerprint)).toBe(true);
    const rejected = await client.request(`/api/sites/${site.id}/reviews/${reviews[0]!.id}/reject`, { method: "POST" });
    expect(rejected.status).toBe(200);

    // The same facts again: the rejection stands, nothing offered, nothing charged.
    expect(counts(await syncAndWait(client, site.id))).toMatchObject({ changed: 1, credits_spent: 0 });
    expect((await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as unknown[]).toEqual([]);
    expect(await siteGenerationLedger(working.database.db, userId)).toMatchObject({ succeeded: 1, net: -1 });
  }, 180_000);

  /** Leaves a site's products as a sync before decision 144 did: fingerprints and facts without the spec table. */
  async function downgrade(siteId: string): Promise<void> {
    for (const product of await productsOfSite(siteId)) {
      const { specs: _specs, ...spoken } = product.spokenFacts!;
      const old = legacyFingerprint(spoken);
      await working.database.db
        .update(siteProducts)
        .set({ spokenFacts: spoken, spokenFingerprint: old, pageFingerprint: old })
        .where(eq(siteProducts.id, product.id));
    }
  }
});
