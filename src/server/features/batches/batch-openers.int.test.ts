import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { until } from "../../../test/batch-kit";
import { startProductPageServer, type ProductPageServer } from "../../../test/fixtures/product-pages";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { ALL_JOBS } from "../../jobs/all-jobs";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";
import { REGISTERS } from "../../script-writer/phrases/registers/registers";
import { estimateSpeechSeconds } from "../../../shared/generator/speech-estimate";

/** The opener's own words: every built-in opener differs from the others in its first two words. */
const openingWords = (script: string) => script.split(/\s+/u).slice(0, 2).join(" ");

describe(`a batch's consecutive scripts open differently (issue 25, ${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let site: ProductPageServer;
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startProductPageServer();
    const config = testConfig({ FETCH_ALLOW_HOSTS: site.hostPort, BATCH_HOST_DELAY_MS: "0", JOB_CONCURRENCY: "3" });
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 3,
      jobs: ALL_JOBS,
      pollingIntervalSeconds: 0.5,
    });
    const built = createTestApp({ database, config, deps: { jobs: scheduler.queue, mail } });
    ({ app, deps } = built);
    await scheduler.start(built.deps);
  });
  afterAll(async () => {
    await scheduler?.stop(2000);
    await deps?.speech.close?.();
    await site?.close();
    await database?.drop();
  });

  it("ten rows of one language: no two of the ten scripts start the same way", async () => {
    const seller = await signUpConfirmed(app, mail, "batch-openers@example.com");
    await setCredits(database.db, await userIdOf(database.db, "batch-openers@example.com"), 12);
    // Review mode: the scripts are written and wait for the seller, nothing is spoken or charged.
    const items = Array.from({ length: 10 }, (_, i) => ({
      productLink: site.url(`/catalogue/${i + 1}`),
      language: "en",
    }));
    const created = await seller.request("/api/batches", { json: { items, review: true } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const batchOf = async () => (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;
    await until(async () => (await batchOf()).status === "review", 60_000, "review");
    const scripts = (await batchOf()).items.map((item) => item.script ?? "");
    expect(scripts.every(Boolean)).toBe(true);
    const openers = scripts.map(openingWords);
    expect(new Set(openers).size, openers.join(" | ")).toBe(10);
  }, 90_000);

  it("writes every item in the batch's tone and length, and steps through that tone's openers", async () => {
    const seller = await signUpConfirmed(app, mail, "batch-style@example.com");
    await setCredits(database.db, await userIdOf(database.db, "batch-style@example.com"), 12);
    const items = Array.from({ length: 4 }, (_, i) => ({
      productLink: site.url(`/catalogue/${i + 1}`),
      language: "en",
    }));
    const refused = await seller.request("/api/batches", { json: { items, review: true, tone: "grumpy" } });
    expect(refused.status).toBe(400);
    const created = await seller.request("/api/batches", {
      json: { items, review: true, tone: "professional", length: "short" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const batchOf = async () => (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;
    await until(async () => (await batchOf()).status === "review", 60_000, "review");
    const scripts = (await batchOf()).items.map((item) => item.script ?? "");
    // The professional preset's English openers (phrases/registers/en.ts, decision 133), never the friendly ones.
    const { intro } = REGISTERS.en.professional;
    const heads = [...intro.calm, ...intro.lively].map(
      (say) => say({ nom: "\u0001", acc: "\u0001" }).split("\u0001")[0]!,
    );
    for (const script of scripts)
      expect(
        heads.some((head) => script.startsWith(head)),
        script,
      ).toBe(true);
    const openers = scripts.map(openingWords);
    // Ten-plus wordings per preset (decision 133): four items open four ways.
    expect(new Set(openers).size, openers.join(" | ")).toBe(openers.length);
    // Short (~15 s): far from the long default a batch used to get.
    for (const script of scripts) expect(estimateSpeechSeconds(script, "en"), script).toBeLessThanOrEqual(20);
  }, 90_000);
});
