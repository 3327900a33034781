import { eq, like, sql } from "drizzle-orm";
import type { SiteProductView, SiteSyncView, SiteView } from "../shared/sites/site-schemas";
import type { Database } from "../server/db/database";
import { creditLedger, generationRequests } from "../server/db/schema/index";
import type { TestClient } from "./auth-client";
import { until } from "./batch-kit";
import type { ShopSite } from "./fixtures/shop-site";

/** Adds the shop as a site, shows its token on the home page, verifies it and points it at the sitemap. */
export async function connectShop(
  client: TestClient,
  shop: ShopSite,
  settings: Record<string, unknown> = {},
): Promise<SiteView> {
  const created = await client.request("/api/sites", { json: { origin: shop.origin } });
  if (created.status !== 201) throw new Error(`site not created: ${created.status} ${await created.text()}`);
  const site = (await created.json()) as SiteView;
  shop.verification.meta = site.verification.token;
  const verified = await client.request(`/api/sites/${site.id}/verify`, { method: "POST" });
  if (verified.status !== 200) throw new Error(`not verified: ${verified.status} ${await verified.text()}`);
  const patched = await client.request(`/api/sites/${site.id}`, {
    method: "PATCH",
    json: { sourceUrl: shop.url("/sitemap.xml"), ...settings },
  });
  if (patched.status !== 200) throw new Error(`not updated: ${patched.status} ${await patched.text()}`);
  return (await patched.json()) as SiteView;
}

/** "Sync now", then waits until the sync is no longer running; returns its view. */
export async function syncAndWait(client: TestClient, siteId: string, timeoutMs = 60_000): Promise<SiteSyncView> {
  const res = await client.request(`/api/sites/${siteId}/sync`, { method: "POST" });
  if (res.status !== 200) throw new Error(`sync not started: ${res.status} ${await res.text()}`);
  const { syncId } = (await res.json()) as { syncId: string };
  let view: SiteSyncView | undefined;
  await until(
    async () => {
      view = (await (await client.request(`/api/sites/${siteId}/syncs/${syncId}`)).json()) as SiteSyncView;
      return view.status !== "running";
    },
    timeoutMs,
    "sync finished",
  );
  return view!;
}

export async function productsOf(client: TestClient, siteId: string): Promise<SiteProductView[]> {
  return (await (await client.request(`/api/sites/${siteId}/products`)).json()) as SiteProductView[];
}

/** The net credits every site-product generation of the seller moved (charges minus refunds), and how many audios. */
export async function siteGenerationLedger(db: Database, userId: string) {
  const requests = await db
    .select()
    .from(generationRequests)
    .where(
      sql`${generationRequests.userId} = ${userId} and ${like(generationRequests.idempotencyKey, "site-product:%")}`,
    );
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const refs = new Set(requests.flatMap((r) => [`generation:${r.id}`, `refund:${r.id}`]));
  const net = ledger.filter((row) => refs.has(row.reference)).reduce((sum, row) => sum + row.delta, 0);
  return { succeeded: requests.filter((r) => r.status === "succeeded").length, net, requests };
}
