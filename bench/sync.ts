/**
 * Connected shops (issue 23): one shop of 1,000 products on a loopback server, synced by two
 * `npm run worker` processes on PostgreSQL beside a web process that runs no jobs. The politeness
 * delay is the batch host limiter's (BATCH_HOST_DELAY_MS between two fetch starts to one host,
 * per process). First the initial sync (every product new: script, audio, publish), then 2 % of
 * the prices change and the steady-state sync runs: unchanged pages answer 304, changed ones are
 * re-voiced. For each: wall time, time per product, and the ratio of the politeness floor (the
 * least time the per-host limits allow: products × delay ÷ worker processes) to the wall time.
 * Speech is the loopback OpenAI-compatible fake (bench:batch measures the engine itself).
 * Then, on the synced shop, the production build serves the public lookup at 100 connections
 * (p50/p99, a live product per request and an unknown one) and /embed/site.js (gzipped size):
 * one command prints every figure of issue 23.
 *
 *   npm run bench:sync [-- --products 1000 --delay 250 --connections 100 --duration 10 --no-lookup]
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 */
import { execSync } from "node:child_process";
import os from "node:os";
import { sql } from "drizzle-orm";
import { startBenchServer, waitForExamples } from "./support/bench-server";
import { loaderSize, lookupSummary, measureLookup, printLookup, type LookupLoad } from "./support/site-lookup-load";
import { recordSummary, type SummaryRow } from "./support/summary";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PRODUCTS = option("products", 1000);
const DELAY_MS = option("delay", 250);
const CONNECTIONS = option("connections", 100);
const LOOKUP_SECONDS = option("duration", 10);
const WORKERS = 2;
const CHANGED_SHARE = 0.02;
process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const { createServerDatabase, signUpOnServer, startServerProcess, startWorkerProcess } =
  await import("../src/test/server-process");
const { startShopSite } = await import("../src/test/fixtures/shop-site");
const { startFakeOpenAISpeechServer } = await import("../src/test/fakes/openai-speech-server");
const { setCredits, userIdOf } = await import("../src/robustness/support/seller-state");
const { connectShop, syncAndWait } = await import("../src/test/site-kit");

type ShopSite = Awaited<ReturnType<typeof startShopSite>>;

/** What the lookup measurement gets: the synced shop's database and the shop. */
export type SyncBenchContext = { databaseUrl: string; siteId: string; shop: ShopSite };

/**
 * The public side of the synced shop: the production build (JOB_CONCURRENCY 0, beside the idle
 * workers) on the same database serves the lookup for its 1,000 live products and site.js.
 */
async function lookupMeasurements(context: SyncBenchContext, env: Record<string, string>): Promise<SummaryRow[]> {
  if (args.includes("--no-lookup")) return [];
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const server = await startBenchServer({
    ...env,
    DATABASE_URL: context.databaseUrl,
    JOB_CONCURRENCY: "0",
    LOG_LEVEL: "warn",
  });
  try {
    await waitForExamples(server.url);
    const load: LookupLoad = {
      base: server.url,
      siteId: context.siteId,
      connections: CONNECTIONS,
      duration: LOOKUP_SECONDS,
      // As site.js asks: the page's address, with a query string and a trailing slash it normalises.
      pageFor: (n, known) =>
        context.shop.url(`/products/${known ? "p" : "missing"}-${(n % PRODUCTS) + 1}/?utm_source=bench`),
    };
    const rows = [
      await measureLookup(load, `lookup, live product (${PRODUCTS} synced)`, true),
      await measureLookup(load, "lookup, unknown product (404)", false),
    ];
    const size = await loaderSize(server.url);
    console.log(
      `\nSite lookup: ${CONNECTIONS} connections, ${LOOKUP_SECONDS} s per route, production build, load average ${os.loadavg()[0]!.toFixed(1)} before\n`,
    );
    printLookup(rows, size);
    return lookupSummary(rows, size);
  } finally {
    await server.stop();
  }
}

type Pass = { label: string; seconds: number; counts: Record<string, number>; notModified: number; commits: number };

async function main() {
  const shop = await startShopSite(PRODUCTS);
  const speech = await startFakeOpenAISpeechServer();
  const db = await createServerDatabase();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    FETCH_ALLOW_HOSTS: shop.hostPort,
    TTS_BASE_URL: speech.baseURL,
    TTS_API_KEY: speech.apiKey,
    TTS_MODEL: "tts-1",
    BATCH_HOST_DELAY_MS: String(DELAY_MS),
    // The start-up helpers wait for the processes' "listening"/"started" info lines.
    LOG_LEVEL: "info",
    RATE_LIMIT_DISABLED: "true",
  };
  // A loaded machine (a shared CI box) can take well over a minute to start a process.
  const start = { startTimeoutMs: 300_000 };
  const web = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" }, start);
  // One at a time: on a busy machine two cold starts at once can miss the start-up minute.
  const workers: Awaited<ReturnType<typeof startWorkerProcess>>[] = [];
  for (let i = 0; i < WORKERS; i++) workers.push(await startWorkerProcess(env, start));
  const handle = await db.open();
  const commits = async () => {
    const result: unknown = await handle.db.execute(
      sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
    );
    const { rows } = result as { rows: Array<{ n: string }> };
    return Number(rows[0]?.n ?? 0);
  };
  try {
    const seller = await signUpOnServer(web, "bench-sync@example.com");
    const sellerId = await userIdOf(handle.db, "bench-sync@example.com");
    await setCredits(handle.db, sellerId, PRODUCTS * 2);
    const site = await connectShop(seller, shop);
    const pass = async (label: string): Promise<Pass> => {
      const before = { notModified: shop.counts.notModified, commits: await commits() };
      const started = Date.now();
      const view = await syncAndWait(seller, site.id, 60 * 60_000);
      const seconds = (Date.now() - started) / 1000;
      return {
        label,
        seconds,
        counts: view.counts,
        notModified: shop.counts.notModified - before.notModified,
        commits: (await commits()) - before.commits,
      };
    };
    console.log(`${PRODUCTS} products, ${DELAY_MS} ms politeness delay, ${WORKERS} workers: initial sync…`);
    const initial = await pass("initial (all new)");
    const step = Math.round(1 / CHANGED_SHARE);
    for (let i = 0; i < PRODUCTS; i += step) shop.products[i]!.price += 1;
    console.log(`${Math.ceil(PRODUCTS / step)} prices changed: steady-state sync…`);
    const steady = await pass("steady (2 % changed)");
    const loadAfterSync = os.loadavg();

    const floor = (PRODUCTS * DELAY_MS) / 1000 / WORKERS;
    console.log(
      `\nSite sync: ${PRODUCTS} products, ${DELAY_MS} ms per host per process, ${WORKERS} workers, PostgreSQL, load average ${loadAfterSync.map((n) => n.toFixed(1)).join(" ")} at the end`,
    );
    console.log(
      "pass                  wall      per product  floor    floor/wall  304s   new  changed  credits  commits/product",
    );
    for (const p of [initial, steady])
      console.log(
        `${p.label.padEnd(21)} ${p.seconds.toFixed(1).padStart(6)} s  ${((p.seconds * 1000) / PRODUCTS).toFixed(1).padStart(7)} ms  ${floor.toFixed(1).padStart(6)} s  ${(floor / p.seconds).toFixed(2).padStart(10)}  ${String(p.notModified).padStart(5)}  ${String(p.counts.new).padStart(4)}  ${String(p.counts.changed).padStart(7)}  ${String(p.counts.credits_spent).padStart(7)}  ${(p.commits / PRODUCTS).toFixed(1).padStart(15)}`,
      );
    const rows: SummaryRow[] = [
      { metric: "sync initial, wall", value: `${initial.seconds.toFixed(1)} s` },
      {
        metric: "sync steady (2 % changed), floor/wall",
        value: (floor / steady.seconds).toFixed(2),
        target: "≥ 0.8",
        ok: floor / steady.seconds >= 0.8,
      },
      { metric: "sync steady, per product", value: `${((steady.seconds * 1000) / PRODUCTS).toFixed(1)} ms` },
    ];
    // The sync's processes stay up (idle) while the lookup is measured, as in a deployment.
    rows.push(...(await lookupMeasurements({ databaseUrl: db.url, siteId: site.id, shop }, env)));
    recordSummary("sync", rows);
  } finally {
    await Promise.allSettled([web.stop(), ...workers.map((w) => w.stop())]);
    await handle.close();
    await db.drop();
    await speech.close();
    await shop.close();
  }
}

await main();
process.exit(0);
