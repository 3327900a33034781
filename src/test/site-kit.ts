import { eq, like, sql } from "drizzle-orm";
import type { SiteProductView, SiteSyncView, SiteView } from "../shared/sites/site-schemas";
import type { Database } from "../server/db/database";
import { creditLedger, generationRequests } from "../server/db/schema/index";
import type { TestClient } from "./auth-client";
import { until } from "./batch-kit";
import type { ShopSite } from "./fixtures/shop-site";
import { setCredits, userIdOf } from "../robustness/support/seller-state";
import { siteProducts, sites } from "../server/db/schema/index";
import { signUpConfirmed } from "./accounts";
import type { createMemoryMail } from "./memory-mail";
import { generateAudio, publish } from "./publish-kit";
import type { createTestApp } from "./test-app";
import type { TestDatabase } from "./test-database";
import type { WorkingApp } from "./working-app";

type TestApp = ReturnType<typeof createTestApp>["app"];
type MemoryMail = ReturnType<typeof createMemoryMail>;

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

/**
 * A seller with one published audio behind one live product (`${shop}/p/oak`, sku OAK-1) of a
 * verified site, written straight into the database: the public lookup's tests start here.
 */
export async function seedLiveProduct(
  app: TestApp,
  database: TestDatabase,
  mail: MemoryMail,
  options: { email: string; shop: string },
): Promise<{ siteId: string; productId: string; audioId: string }> {
  const owner = await signUpConfirmed(app, mail, options.email);
  const userId = await userIdOf(database.db, options.email);
  await setCredits(database.db, userId, 3);
  const audio = await generateAudio(owner, "Oak board: solid oak, 40 by 30 centimetres, oiled. Only $39.");
  await publish(owner, audio.id);
  const [site] = await database.db
    .insert(sites)
    .values({ userId, origin: options.shop, verificationToken: "c".repeat(43), verifiedAt: new Date() })
    .returning();
  const [product] = await database.db
    .insert(siteProducts)
    .values({ siteId: site!.id, userId, url: `${options.shop}/p/oak`, sku: "OAK-1", status: "live", audioId: audio.id })
    .returning();
  return { siteId: site!.id, productId: product!.id, audioId: audio.id };
}

/** FETCH_ALLOW_HOSTS naming these loopback shops. */
export function allowShops(shops: Record<string, ShopSite>): string {
  return Object.values(shops)
    .map((shop) => shop.hostPort)
    .join(",");
}

/** A confirmed, signed-in seller of the working app with exactly this many credits. */
export async function sellerWithCredits(
  working: Pick<WorkingApp, "app" | "mail" | "database">,
  email: string,
  credits: number,
): Promise<{ client: TestClient; id: string }> {
  const client = await signUpConfirmed(working.app, working.mail, email);
  const id = await userIdOf(working.database.db, email);
  await setCredits(working.database.db, id, credits);
  return { client, id };
}
