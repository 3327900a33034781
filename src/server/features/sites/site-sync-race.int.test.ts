import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { SiteSyncView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { until } from "../../../test/batch-kit";
import { speechProviderFor } from "../../../test/fake-speech-provider";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { startShopSite, type ShopSite } from "../../../test/fixtures/shop-site";
import { createMemoryMail } from "../../../test/memory-mail";
import { connectShop } from "../../../test/site-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { sites, siteSyncs } from "../../db/schema/index";
import { ALL_JOBS } from "../../jobs/all-jobs";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";
import { runSiteSchedule } from "./site-schedule.service";
import { startSync } from "./site-sync.service";

/**
 * "Sync now" and the schedule at the same moment (decision 075): one open sync per site, held by
 * a partial unique index; every start that loses answers the winner's syncId.
 */
describe(`two syncs of one site at once (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let speech: FakeOpenAISpeechServer;
  let scheduler: Scheduler;
  let shop: ShopSite;
  let built: ReturnType<typeof createTestApp>;
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    speech = await startFakeOpenAISpeechServer();
    shop = await startShopSite(3);
    const config = testConfig({
      FETCH_ALLOW_HOSTS: shop.hostPort,
      BATCH_HOST_DELAY_MS: "0",
      RATE_LIMIT_DISABLED: "true",
    });
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 2,
      jobs: ALL_JOBS,
      pollingIntervalSeconds: 0.5,
    });
    built = createTestApp({
      database,
      config,
      deps: { jobs: scheduler.queue, mail, speech: speechProviderFor(speech) },
    });
    await scheduler.start(built.deps);
  }, 120_000);
  afterAll(async () => {
    await scheduler?.stop(2000);
    await speech?.close();
    await shop?.close();
    await database?.drop();
  });

  it("starts one sync for concurrent manual and scheduled starts, and the index refuses a second open one", async () => {
    const client = await signUpConfirmed(built.app, mail, "race@example.com");
    const userId = await userIdOf(database.db, "race@example.com");
    await setCredits(database.db, userId, 10);
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
    const open = await database.db
      .select()
      .from(siteSyncs)
      .where(and(eq(siteSyncs.siteId, site.id), inArray(siteSyncs.status, ["running", "paused"])));
    expect(open).toHaveLength(1);
    expect(open[0]!.id).toBe([...ids][0]);
    expect(await database.db.select().from(siteSyncs).where(eq(siteSyncs.siteId, site.id))).toHaveLength(1);

    // The rule is the database's, not only the service's: a second open row of a site is refused.
    const [other] = await database.db
      .insert(sites)
      .values({ userId, origin: "https://other-shop.example", verificationToken: "t" })
      .returning();
    await database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status: "running" });
    for (const status of ["running", "paused"] as const)
      await expect(database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status })).rejects.toThrow();
    await database.db.insert(siteSyncs).values({ siteId: other!.id, userId, status: "done" });

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
