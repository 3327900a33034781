/**
 * API speed: autocannon on loopback against the production build on PostgreSQL.
 * Routes: GET /api/health, and signed in GET /api/credits (balance read) and GET /api/audios
 * (library list, 20 audios each); with an API key per seller, GET /api/v1/credits and
 * GET /api/v1/audios?limit=20 (key lookup, constant-time compare and the per-key counter on each). Each connection is its own seller, signed in with its own
 * session (--sellers N shares N sellers among the connections). Prints requests/s, p50/p99
 * latency, errors, and each route's throughput relative to the health route's, measured right before and after it.
 *
 *   npm run bench:api [-- --duration 10 --connections 100 --sellers 100 --gzip --check]
 *
 * BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 * a fresh database is created there and dropped afterwards. --check exits 1 when any route has
 * errors, a p99 of 50 ms or more, or (signed in) under 0.5 of health's throughput.
 *
 * Two scenarios, each printed: quiet, then while --streams (150) progress streams are open on
 * review-mode batches (one of 300 items, which writes its scripts meanwhile; bench/support/progress-load.ts).
 */
import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchServer, signedInCookie, waitForExamples, type BenchServer } from "./support/bench-server";
import { createScratchPostgresDatabase } from "../src/test/test-database";
import { recordSummary } from "./support/summary";
import { startProgressLoad } from "./support/progress-load";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = flag("duration", 10);
const CONNECTIONS = flag("connections", 100);
const SELLERS = Math.max(1, Math.min(flag("sellers", CONNECTIONS), CONNECTIONS));
const AUDIOS_PER_SELLER = 20;
const CHECK = args.includes("--check");
/** --gzip: send a browser's Accept-Encoding, so the library list comes gzipped. */
const ACCEPT_ENCODING = args.includes("--gzip") ? "gzip, deflate, br, zstd" : undefined;
const P99_BUDGET_MS = 50;
/** Every signed-in read keeps at least this share of /api/health's throughput in the same run. */
const MIN_VS_HEALTH = 0.5;
const STREAMS = flag("streams", 150);
const BIG_BATCH_ITEMS = 300;
const WARM_UP_SECONDS = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** `health`: /api/health's throughput right before and after this route, averaged (see run). */
type Row = { route: string; rps: number; p50: number; p99: number; errors: number; health?: number };

type Target = { route: string; url: string; cookies: string[]; keys?: string[] };

/** Connection i sends seller (i mod sellers)'s cookie (or API key); nothing for a public route. */
function load(target: Target, duration: number) {
  let connection = 0;
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    setupClient: (client) => {
      const cookie = target.cookies[connection % Math.max(1, target.cookies.length)];
      const key = target.keys?.[connection % Math.max(1, target.keys.length)];
      connection += 1;
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (key) headers.authorization = `Bearer ${key}`;
      if (ACCEPT_ENCODING) headers["accept-encoding"] = ACCEPT_ENCODING;
      client.setHeaders(headers);
    },
  });
}

/**
 * The route for DURATION seconds at full load. A signed-in route is bracketed by two runs of
 * /api/health (DURATION / 2 each, right before and right after it), and compared with their mean:
 * a shared machine's speed (and a batch working through its items) moves within a run by more than
 * the margin measured, so one health figure taken at the scenario's start skews every later ratio.
 */
async function run(target: Target, health?: Target): Promise<Omit<Row, "route">> {
  const before = health ? (await load(health, DURATION / 2)).requests.average : undefined;
  const result = await load(target, DURATION);
  const after = health ? (await load(health, DURATION / 2)).requests.average : undefined;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(before && after ? { health: (before + after) / 2 } : {}),
  };
}

/** SELLERS confirmed accounts, each with its own session cookie and AUDIOS_PER_SELLER audios. */
async function signInSellers(server: BenchServer, databaseUrl: string): Promise<string[]> {
  const stamp = Date.now();
  const cookies: string[] = [];
  // A few sign-ups at a time: each hashes a password.
  for (let first = 0; first < SELLERS; first += 4) {
    const batch = Array.from(
      { length: Math.min(4, SELLERS - first) },
      (_, i) => `bench-${stamp}-${first + i}@example.com`,
    );
    cookies.push(
      ...(await Promise.all(batch.map((email) => signedInCookie(server, email, "correct-horse-battery-staple")))),
    );
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>("select id from auth_users");
    for (const { id: userId } of rows) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let i = 0; i < AUDIOS_PER_SELLER; i += 1) {
        const id = randomUUID();
        const at = values.length;
        tuples.push(
          `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, 'en', 'alloy', $${at + 8})`,
        );
        values.push(
          id,
          userId,
          `Bench Product ${i}`,
          "A product used to measure the library.",
          "Meet the product. ".repeat(40),
          `/api/audios/${id}/file`,
          `audio-uploads/${userId}/generated-audio-${i}.mp3`,
          "https://shop.example.com/products/bench",
        );
      }
      await db.query(
        `insert into generated_audios (id, user_id, title, description, script_content, audio_url, storage_key, language, voice_type, product_link)
         values ${tuples.join(", ")}`,
        values,
      );
    }
  } finally {
    await db.end();
  }
  return cookies;
}

/** One API key per seller, made on the Developers route with the seller's session. */
async function apiKeys(server: BenchServer, cookies: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const cookie of cookies) {
    const res = await fetch(`${server.url}/api/keys`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Bench" }),
    });
    if (!res.ok) throw new Error(`key creation failed: ${res.status} ${await res.text()}`);
    keys.push(((await res.json()) as { key: string }).key);
  }
  return keys;
}

/** Within the target: no errors, p99 under budget, and (signed-in reads) at least MIN_VS_HEALTH of health's throughput. */
function withinTarget(r: Row, results: Row[]): boolean {
  return r.errors === 0 && r.p99 < P99_BUDGET_MS && (r === results[0] || vsHealth(r, results) >= MIN_VS_HEALTH);
}

/** The route's throughput over health's measured right before it (the first health figure if none). */
function vsHealth(r: Row, results: Row[]): number {
  return r.rps / (r.health ?? results[0]!.rps ?? 1);
}

function print(title: string, results: Row[]): void {
  const health = results[0]!.rps || 1;
  console.log(
    `\nAPI benchmark, PostgreSQL, production build${ACCEPT_ENCODING ? ", Accept-Encoding: gzip" : ""}: ${title}\n`,
  );
  console.log("route                                   req/s    p50 ms  p99 ms  errors  health beside  vs health");
  for (const r of results) {
    console.log(
      `${r.route.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${(r.health ?? health).toFixed(0).padStart(13)}  ${vsHealth(r, results).toFixed(2).padStart(9)}`,
    );
  }
}

async function main(): Promise<void> {
  if (!args.includes("--no-build")) execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  let database: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  try {
    database = await createScratchPostgresDatabase(ADMIN_URL, "shelftalk_bench");
  } catch {
    console.log(`PostgreSQL is not reachable at ${ADMIN_URL}: set BENCH_DATABASE_URL. Skipping the API benchmark.`);
    return;
  }
  const server = await startBenchServer({ DATABASE_URL: database.url, RATE_LIMIT_DISABLED: "true" });
  try {
    const cookies = await signInSellers(server, database.url);
    const keys = await apiKeys(server, cookies);
    // A fresh database makes the server speak the eight landing examples at start-up; the
    // benchmark measures the steady state, so it waits for that work to finish.
    await waitForExamples(server.url);
    const routes: Target[] = [
      { route: "GET /api/health", url: `${server.url}/api/health`, cookies: [] },
      { route: "GET /api/credits (signed in)", url: `${server.url}/api/credits`, cookies },
      { route: `GET /api/audios (signed in, ${AUDIOS_PER_SELLER} audios)`, url: `${server.url}/api/audios`, cookies },
      { route: "GET /api/v1/credits (API key)", url: `${server.url}/api/v1/credits`, cookies: [], keys },
      {
        route: `GET /api/v1/audios (API key, ${AUDIOS_PER_SELLER})`,
        url: `${server.url}/api/v1/audios?limit=${AUDIOS_PER_SELLER}`,
        cookies: [],
        keys,
      },
    ];
    const measure = async (): Promise<Row[]> => {
      const results: Row[] = [];
      const [healthTarget] = routes;
      for (const target of routes) {
        // Warm up the JIT, the pool's connections and their prepared statements at full load first.
        await load(target, WARM_UP_SECONDS);
        results.push({
          route: target.route,
          ...(await run(target, target === healthTarget ? undefined : healthTarget)),
        });
      }
      return results;
    };
    const quiet = await measure();
    print(`${CONNECTIONS} connections, ${SELLERS} signed-in sellers, ${DURATION} s per route`, quiet);

    // The same while progress streams and a 300-item batch run (issue 26).
    const background = await startProgressLoad(server.url, cookies, { streams: STREAMS, bigItems: BIG_BATCH_ITEMS });
    let busy: Row[];
    try {
      busy = await measure();
      print(
        `the same while ${background.opened} progress streams are open (${background.refused} refused) and a ${BIG_BATCH_ITEMS}-item review batch runs (at the end: ${await background.bigBatchState()})`,
        busy,
      );
    } finally {
      background.stop();
    }
    const scenarios = [
      { name: "quiet", results: quiet },
      { name: "with streams and a batch", results: busy },
    ];
    const failed = scenarios.flatMap(({ name, results }) =>
      results.filter((r) => !withinTarget(r, results)).map((r) => `${r.route} (${name})`),
    );
    recordSummary(
      "api",
      scenarios.flatMap(({ name, results }) =>
        results.map((r) => ({
          metric: `${r.route}, ${name}: req/s (vs health), p99, errors`,
          value: `${r.rps.toFixed(0)} (${vsHealth(r, results).toFixed(2)}), ${r.p99} ms, ${r.errors}`,
          target: `p99 < ${P99_BUDGET_MS} ms, ≥ ${MIN_VS_HEALTH} of health, 0 errors`,
          ok: withinTarget(r, results),
        })),
      ),
    );
    console.log(
      failed.length === 0
        ? `\nAll routes in both scenarios: zero errors, p99 under ${P99_BUDGET_MS} ms, at least ${MIN_VS_HEALTH} of health's throughput.`
        : `\nOver budget: ${failed.join(", ")}`,
    );
    if (CHECK && failed.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
