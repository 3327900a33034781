import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditState, setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import { itemLedger, until } from "../../../test/batch-kit";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { startProductPageServer, type ProductPageServer } from "../../../test/fixtures/product-pages";
import {
  createServerDatabase,
  signUpOnServer,
  startServerProcess,
  startWorkerProcess,
  type ServerDatabase,
  type ServerProcess,
  type WorkerProcess,
} from "../../../test/server-process";
import { testDatabaseKind } from "../../../test/test-database";
import type { DatabaseHandle } from "../../db/database";

const onPostgres = testDatabaseKind() === "postgres";
const TITLE = onPostgres
  ? "a batch through two `npm run worker` processes on PostgreSQL, one SIGKILLed mid-run"
  : "two worker processes: skipped, PGlite is single-process (batches.int.test.ts runs the batch in-process)";

describe.skipIf(!onPostgres)(TITLE, () => {
  let db: ServerDatabase;
  let handle: DatabaseHandle;
  let site: ProductPageServer;
  let speech: FakeOpenAISpeechServer;
  let web: ServerProcess;
  let workers: WorkerProcess[] = [];

  beforeAll(async () => {
    db = await createServerDatabase();
    site = await startProductPageServer();
    speech = await startFakeOpenAISpeechServer();
    // Each audio takes a moment, so the kill lands while the killed worker holds jobs.
    speech.delayMs = 800;
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      TTS_BASE_URL: speech.baseURL,
      TTS_API_KEY: speech.apiKey,
      TTS_MODEL: "tts-1",
      FETCH_ALLOW_HOSTS: site.hostPort,
      BATCH_HOST_DELAY_MS: "0",
      BATCH_HOST_CONCURRENCY: "4",
    };
    // The web process stays out of the queue; the two workers do all the work.
    web = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" });
    workers = await Promise.all([0, 1].map(() => startWorkerProcess({ ...env, JOB_CONCURRENCY: "3" })));
    handle = await db.open();
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled([web?.stop(), ...workers.map((w) => w.stop())]);
    await handle?.close();
    await speech?.close();
    await site?.close();
    await db?.drop();
  });

  it("60 items: every item exactly one audio and one credit, the archive has every MP3", async () => {
    const seller = await signUpOnServer(web, "workers@example.com");
    const sellerId = await userIdOf(handle.db, "workers@example.com");
    await setCredits(handle.db, sellerId, 80);
    const items = Array.from({ length: 60 }, (_, i) => ({ productLink: site.url(`/catalogue/${i + 1}`) }));
    const created = await seller.request("/api/batches", { json: { items } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const view = async () => (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;

    await until(async () => (await view()).done >= 12, 90_000, "a fifth of the batch");
    const killedAt = Date.now();
    await workers[0]!.stop("SIGKILL");
    const inFlight = (await view()).items.filter((i) => ["fetching", "writing", "speaking"].includes(i.status));

    // The survivor finishes the batch, including the jobs the killed worker held (heartbeat + supervision).
    await until(async () => (await view()).status === "done", 150_000, "batch done");
    const finishedAfterKillMs = Date.now() - killedAt;
    const batch = await view();
    expect(batch).toMatchObject({ status: "done", total: 60, done: 60, failed: 0 });

    const { audios, netByItem, items: rows } = await itemLedger(handle.db, id);
    expect(audios).toHaveLength(60);
    expect(new Set(batch.items.map((i) => i.audioId)).size).toBe(60);
    for (const row of rows) expect(netByItem.get(row.id), `item ${row.position}`).toBe(-1);
    expect(await creditState(handle.db, sellerId)).toEqual({ balance: 20, ledger: 20 });

    // Jobs the killed worker held (each worker holds up to 3 at any moment) were failed by their missed heartbeat and run again.
    const retriedResult: unknown = await handle.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'batch-item' and retry_count > 0`,
    );
    const retried = retriedResult as { rows: Array<{ n: number }> };
    expect(inFlight.length).toBeGreaterThan(0);
    expect(Number(retried.rows[0]?.n ?? 0)).toBeGreaterThan(0);
    expect(finishedAfterKillMs).toBeLessThan(120_000);

    const zip = await seller.request(`/api/batches/${id}/archive`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).filter((n) => n.endsWith(".mp3"))).toHaveLength(60);
    expect(Object.keys(files)).toContain("manifest.csv");
  }, 300_000);
});
