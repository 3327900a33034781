import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { SiteSyncView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { until } from "../../../test/batch-kit";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { connectShop } from "../../../test/site-kit";
import { useWorkingApp } from "../../../test/working-app";
import { testDatabaseKind } from "../../../test/test-database";
import { sites, siteSyncs } from "../../db/schema/index";
import { runSiteSchedule } from "./site-schedule.service";
import { startSync } from "./site-sync.service";

/**
 * "Sync now" and the schedule at the same moment (decision 075): one open sync per site, held by
 * a partial unique index; every start that loses answers the winner's syncId.
 */
describe(`two syncs of one site at once (${testDatabaseKind()})`, () => {
  let shop: ShopSite;
  beforeAll(async () => {
    shop = await startShopSite(3);
  });
  afterAll(() => shop?.close());
  const built = useWorkingApp(() => ({
    fakeSpeech: true,
    config: { FETCH_ALLOW_HOSTS: shop.hostPort, BATCH_HOST_DELAY_MS: "0", RATE_LIMIT_DISABLED: "true" },
  }));

  it("starts one sync for concurrent manual and scheduled starts, and the index refuses a second open one", async () => {
    const client = await signUpConfirmed(built.app, built.mail, "race@example.com");
    const userId = await userIdOf(built.database.db, "race@example.com");
    await setCredits(built.database.db, userId, 10);
    const site = await connectShop(client, shop);
    const { deps } = built;

    // The starts race within milliseconds; the walk job is picked up by a poll (0.5 s) at the earliest.
    const answers = await Promise.all([
      startSync(deps, userId, site.id, "manual"),
      startSync(deps, userId, site.id, "schedule"),
      client
        .request(`/api/sites/${site.id}/sync`, { method: "POST" })
        .then(async (r) => (await r.json()) as { syncId: string }),
      startSync(deps, userId, site.id, "manual"),
      runSiteSchedule(deps).then(() => null),
    ]);
    const ids = new Set(answers.filter((a) => a !== null).map((a) => a.syncId));
    expect(ids.size).toBe(1);
    const open = await built.database.db
      .select()
      .from(siteSyncs)
      .where(and(eq(siteSyncs.siteId, site.id), inArray(siteSyncs.status, ["running", "paused"])));
    expect(open).toHaveLength(1);
    expect(open[0]!.id).toBe([...ids][0]);
    expect(await built.database.db.select().from(siteSyncs).where(eq(siteSyncs.siteId, site.id))).toHaveLength(1);

    // The rule is the database's, not only the service's: a second open row of a site is refused.
    const [other] = await built.database.db
      .insert(sites)
      .values({ userId, origin: "https://other-shop.example", verificationToken: "t" })
      .returning();
    await built.database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status: "running" });
    for (const status of ["running", "paused"] as const)
      await expect(built.database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status })).rejects.toThrow();
    await built.database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status: "done" });

    // The one sync runs to the end; then the schedule starts the next when it is due.
    const syncId = [...ids][0]!;
    let view: SiteSyncView | undefined;
    await until(
      async () => {
        view = (await (await client.request(`/api/sites/${site.id}/syncs/${syncId}`)).json()) as SiteSyncView;
        return view.status !== "running";
      },
      60_000,
      "sync finished",
    );
    expect(view).toMatchObject({ status: "done", counts: { checked: 3, new: 3, credits_spent: 3 } });

    // The schedule: daily by default, hourly at most; a site is due once its interval has passed.
    for (const hours of [0, 169])
      expect(
        (await client.request(`/api/sites/${site.id}`, { method: "PATCH", json: { syncIntervalHours: hours } })).status,
      ).toBe(400);
    const lastSync = Date.now();
    expect(await runSiteSchedule(deps, new Date(lastSync + 23 * 3_600_000))).toMatchObject({ started: 0 });
    expect(await runSiteSchedule(deps, new Date(lastSync + 25 * 3_600_000))).toMatchObject({ started: 1 });
    const history = (await (await client.request(`/api/sites/${site.id}/syncs`)).json()) as SiteSyncView[];
    // Newest first: the scheduled one, then the raced one (whichever of its starts won the race).
    expect(history.map((h) => h.id)).toEqual([expect.any(String), syncId]);
    expect(history[0]!.trigger).toBe("schedule");
    // While the scheduled one is open, "Sync now" answers it.
    const next = await startSync(deps, userId, site.id, "manual");
    expect(next.syncId).toBe(history[0]!.id);
    expect(next.syncId).not.toBe(syncId);
  }, 180_000);
});
