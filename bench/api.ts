/**
 * API speed: autocannon on loopback against the production build on PostgreSQL.
 * Routes: GET /api/health, and for a signed-in seller GET /api/credits (balance read) and
 * GET /api/audios (library list, 20 audios). Prints requests/s, p50/p99 latency, errors,
 * and each route's throughput relative to the health route.
 *
 *   npm run bench:api [-- --duration 10 --connections 100 --check]
 *
 * BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 * a fresh database is created there and dropped afterwards. --check exits 1 when any route has
 * errors or a p99 of 50 ms or more.
 */
import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchServer, signedInCookie } from "./support/bench-server";
import { createScratchPostgresDatabase } from "../src/test/test-database";
import { recordSummary } from "./support/summary";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = flag("duration", 10);
const CONNECTIONS = flag("connections", 100);
const CHECK = args.includes("--check");
const P99_BUDGET_MS = 50;
const WARM_UP_SECONDS = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type Row = { route: string; rps: number; p50: number; p99: number; errors: number };

async function run(url: string, headers: Record<string, string>): Promise<Omit<Row, "route">> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function waitForExamples(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/categories`);
    const { categories } = (await res.json()) as { categories: Array<{ hasAudio: boolean }> };
    if (categories.every((category) => category.hasAudio)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the landing examples were not ready after 2 minutes");
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
    const cookie = await signedInCookie(server, `bench-${Date.now()}@example.com`, "correct-horse-battery-staple");
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>("select id from auth_users limit 1");
    const userId = rows[0]!.id;
    for (let i = 0; i < 20; i += 1) {
      const id = randomUUID();
      await db.query(
        `insert into generated_audios (id, user_id, title, description, script_content, audio_url, storage_key, language, voice_type, product_link)
         values ($1, $2, $3, $4, $5, $6, $7, 'en', 'alloy', $8)`,
        [
          id,
          userId,
          `Bench Product ${i}`,
          "A product used to measure the library.",
          "Meet the product. ".repeat(40),
          `/api/audios/${id}/file`,
          `audio-uploads/${userId}/generated-audio-${i}.mp3`,
          "https://shop.example.com/products/bench",
        ],
      );
    }
    await db.end();

    // A fresh database makes the server speak the eight landing examples at start-up; the
    // benchmark measures the steady state, so it waits for that work to finish.
    await waitForExamples(server.url);
    const routes: Array<{ route: string; url: string; headers: Record<string, string> }> = [
      { route: "GET /api/health", url: `${server.url}/api/health`, headers: {} },
      { route: "GET /api/credits (signed in)", url: `${server.url}/api/credits`, headers: { cookie } },
      { route: "GET /api/audios (signed in, 20 audios)", url: `${server.url}/api/audios`, headers: { cookie } },
    ];
    const results: Row[] = [];
    for (const { route, url, headers } of routes) {
      // Warm up the JIT, the pool's connections and their prepared statements at full load first.
      await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
      results.push({ route, ...(await run(url, headers)) });
    }
    const health = results[0]!.rps || 1;
    console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per route, PostgreSQL, production build\n`);
    console.log("route                                   req/s    p50 ms  p99 ms  errors  vs health");
    for (const r of results) {
      console.log(
        `${r.route.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${(r.rps / health).toFixed(2).padStart(8)}`,
      );
    }
    const failed = results.filter((r) => r.errors > 0 || r.p99 >= P99_BUDGET_MS);
    recordSummary(
      "api",
      results.map((r) => ({
        metric: `${r.route}: req/s, p99, errors`,
        value: `${r.rps.toFixed(0)}, ${r.p99} ms, ${r.errors}`,
        target: `p99 < ${P99_BUDGET_MS} ms, 0 errors`,
        ok: r.errors === 0 && r.p99 < P99_BUDGET_MS,
      })),
    );
    console.log(
      failed.length === 0
        ? `\nAll routes: zero errors, p99 under ${P99_BUDGET_MS} ms.`
        : `\nOver budget: ${failed.map((r) => r.route).join(", ")}`,
    );
    if (CHECK && failed.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
