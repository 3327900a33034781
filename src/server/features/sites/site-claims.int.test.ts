import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState, setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { SiteReviewView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { connectShop, productsOf, siteGenerationLedger, syncAndWait } from "../../../test/site-kit";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import { createBuiltinScriptWriter } from "../../script-writer/builtin-writer";
import type { ScriptWriter } from "../../script-writer/script-writer-provider";

const INVENTED = "It is eco-friendly.";

/** The built-in writer, plus one sentence no product page of the shop says. */
function inventingWriter(): ScriptWriter {
  const builtin = createBuiltinScriptWriter();
  return { name: "inventing", write: async (input) => `${await builtin.write(input)} ${INVENTED}` };
}

describe(`a shop sync on auto holds scripts with unresolved claims for review (${testDatabaseKind()})`, () => {
  let shop: ShopSite;
  beforeAll(async () => {
    shop = await startShopSite(2);
  });
  afterAll(() => shop?.close());
  const working = useWorkingApp(() => ({
    fakeSpeech: true,
    config: { FETCH_ALLOW_HOSTS: shop.hostPort, BATCH_HOST_DELAY_MS: "0", RATE_LIMIT_DISABLED: "true" },
    deps: { writer: inventingWriter() },
  }));

  it("new products go to the review queue with the reasons, nothing is charged; approving voices them", async () => {
    const client = await signUpConfirmed(working.app, working.mail, "site-claims@example.com");
    const userId = await userIdOf(working.database.db, "site-claims@example.com");
    await setCredits(working.database.db, userId, 5);
    const site = await connectShop(client, shop);
    expect(site.policy.new).toBe("auto");

    const sync = await syncAndWait(client, site.id);
    expect(sync.counts).toMatchObject({ checked: 2, new: 2, failed: 0, credits_spent: 0 });
    const products = await productsOf(client, site.id);
    expect(products.every((p) => p.status === "review" && !p.audioId)).toBe(true);
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 5, ledger: 5 });
    expect((await siteGenerationLedger(working.database.db, userId)).net).toBe(0);

    const reviews = (await (await client.request(`/api/sites/${site.id}/reviews`)).json()) as SiteReviewView[];
    expect(reviews).toHaveLength(2);
    for (const review of reviews) {
      const held = (review.claims ?? []).filter((c) => c.status === "unsupported");
      expect(held.map((c) => c.sentence)).toEqual([INVENTED]);
      expect(held[0]?.reason).toMatch(/eco-friendly/);
    }

    // The seller read the reasons and approves: the go-ahead voices it, one credit.
    const approved = await client.request(`/api/sites/${site.id}/reviews/${reviews[0]!.id}/approve`, {
      method: "POST",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await creditState(working.database.db, userId)).toEqual({ balance: 4, ledger: 4 });
  });
});
