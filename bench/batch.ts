/**
 * Catalogue batches (issue 16): 300 items from loopback product pages through the embedded
 * engine (espeak-ng), on PostgreSQL, with 1 and then 2 `npm run worker` processes beside a web
 * process that runs no jobs (JOB_CONCURRENCY=0). For each: items per minute, p50/p95 item
 * latency (an item's start to its audio), and the ratio to the speech engine's own speed on the
 * same scripts (the same number of espeak engines, synthesizing those scripts back to back).
 * Meanwhile a client reads GET /api/credits every 50 ms: p50/p99 of the web API under the load.
 *
 *   npm run bench:batch            (or: npx tsx bench/batch.ts [items] [worker counts, e.g. 1,2])
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where scratch databases may
 * be created), default postgres://postgres@127.0.0.1:5432/test.
 */
import { eq } from "drizzle-orm";
import { recordSummary, type SummaryRow } from "./support/summary";

const ITEMS = Number(process.argv[2] ?? 300);
const WORKER_COUNTS = (process.argv[3] ?? "1,2").split(",").map(Number);
process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const { createServerDatabase, signUpOnServer, startServerProcess, startWorkerProcess } =
  await import("../src/test/server-process");
const { startProductPageServer } = await import("../src/test/fixtures/product-pages");
const { setCredits, userIdOf } = await import("../src/robustness/support/seller-state");
const { batchItems } = await import("../src/server/db/schema/index");
const { createEspeakSpeechProvider } = await import("../src/server/providers/speech/espeak/espeak-provider");
const { LanguageCodeSchema } = await import("../src/shared/catalog/languages");
const { VoiceIdSchema } = await import("../src/shared/catalog/voices");

type Row = {
  workers: number;
  perMinute: number;
  p50: number;
  p95: number;
  speechPerMinute: number;
  creditsP50: number;
  creditsP99: number;
  seconds: number;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function runOnce(workers: number): Promise<Row> {
  const site = await startProductPageServer();
  const db = await createServerDatabase();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    FETCH_ALLOW_HOSTS: site.hostPort,
    LOG_LEVEL: "warn",
    RATE_LIMIT_DISABLED: "true",
  };
  const web = await startServerProcess({ ...env, LOG_LEVEL: "info", JOB_CONCURRENCY: "0" });
  const procs = await Promise.all(
    Array.from({ length: workers }, () => startWorkerProcess({ ...env, LOG_LEVEL: "info" })),
  );
  const handle = await db.open();
  try {
    const seller = await signUpOnServer(web, `bench-${workers}@example.com`);
    const sellerId = await userIdOf(handle.db, `bench-${workers}@example.com`);
    await setCredits(handle.db, sellerId, ITEMS + 10);
    const items = Array.from({ length: ITEMS }, (_, i) => ({ productLink: site.url(`/catalogue/${i + 1}`) }));

    const credits: number[] = [];
    let running = true;
    const reader = (async () => {
      while (running) {
        const started = performance.now();
        await (await seller.request("/api/credits")).arrayBuffer();
        credits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const started = Date.now();
    const res = await seller.request("/api/batches", { json: { items } });
    if (res.status !== 201) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    for (;;) {
      const batch = (await (await seller.request(`/api/batches/${id}`)).json()) as {
        status: string;
        done: number;
        failed: number;
      };
      if (batch.status === "done") {
        if (batch.failed > 0) console.log(`  (${batch.failed} items failed)`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (Date.now() - started) / 1000;
    running = false;
    await reader;

    const rows = await handle.db.select().from(batchItems).where(eq(batchItems.batchId, id));
    const latencies = rows.flatMap((r) =>
      r.startedAt && r.finishedAt ? [r.finishedAt.getTime() - r.startedAt.getTime()] : [],
    );

    // The engine alone on the same scripts: as many espeak engines as worker processes, back to back.
    await Promise.all([web.stop(), ...procs.map((p) => p.stop())]);
    const scripts = rows.flatMap((r) => (r.script ? [{ text: r.script, language: r.language, voice: r.voice }] : []));
    const engines = Array.from({ length: workers }, () => createEspeakSpeechProvider());
    await Promise.all(engines.map((e) => e.warmUp()));
    const speechStarted = Date.now();
    let next = 0;
    await Promise.all(
      engines.map(async (engine) => {
        while (next < scripts.length) {
          const script = scripts[next++]!;
          await engine.synthesize({
            text: script.text,
            language: LanguageCodeSchema.parse(script.language),
            voice: VoiceIdSchema.parse(script.voice),
          });
        }
      }),
    );
    const speechSeconds = (Date.now() - speechStarted) / 1000;
    await Promise.all(engines.map((e) => e.close()));

    return {
      workers,
      seconds,
      perMinute: (rows.filter((r) => r.status === "done").length / seconds) * 60,
      p50: quantile(latencies, 0.5) / 1000,
      p95: quantile(latencies, 0.95) / 1000,
      speechPerMinute: (scripts.length / speechSeconds) * 60,
      creditsP50: quantile(credits, 0.5),
      creditsP99: quantile(credits, 0.99),
    };
  } finally {
    await Promise.allSettled([web.stop(), ...procs.map((p) => p.stop())]);
    await handle.close();
    await db.drop();
    await site.close();
  }
}

const results: Row[] = [];
for (const workers of WORKER_COUNTS) {
  console.log(`${ITEMS} items, ${workers} worker process${workers === 1 ? "" : "es"}…`);
  results.push(await runOnce(workers));
}

console.log(`\nCatalogue batch: ${ITEMS} items, embedded engine, PostgreSQL`);
console.log("workers  items/min  p50 item  p95 item  speech-only items/min  ratio  GET /api/credits p50 / p99");
for (const r of results) {
  console.log(
    `${String(r.workers).padEnd(8)} ${r.perMinute.toFixed(1).padStart(9)}  ${r.p50.toFixed(2).padStart(7)} s ${r.p95
      .toFixed(2)
      .padStart(
        7,
      )} s  ${r.speechPerMinute.toFixed(1).padStart(21)}  ${(r.perMinute / r.speechPerMinute).toFixed(2).padStart(5)}  ${r.creditsP50.toFixed(1)} ms / ${r.creditsP99.toFixed(1)} ms`,
  );
}
const summary: SummaryRow[] = results.flatMap((r) => [
  {
    metric: `batch items/min, ${r.workers} worker(s)`,
    value: r.perMinute.toFixed(1),
    ...(r.workers === 2 ? { target: "≥ 150", ok: r.perMinute >= 150 } : {}),
  },
  {
    metric: `batch/speech-only ratio, ${r.workers} worker(s)`,
    value: (r.perMinute / r.speechPerMinute).toFixed(2),
    target: "≥ 0.6",
    ok: r.perMinute / r.speechPerMinute >= 0.6,
  },
  {
    metric: `GET /api/credits p99 during batch, ${r.workers} worker(s)`,
    value: `${r.creditsP99.toFixed(1)} ms`,
    target: "< 50 ms",
    ok: r.creditsP99 < 50,
  },
]);
recordSummary("batch", summary);
process.exit(0);
