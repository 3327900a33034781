/**
 * The connected shop's public side (issue 23): GET /api/sites/{id}/lookup under load, and the
 * size of /embed/site.js. A real published audio behind 1,000 products of one verified site on
 * PostgreSQL; autocannon on loopback asks for a different product on every request (by its page
 * address, as site.js does), plus the same for unknown products (the 404 path). Prints req/s,
 * p50/p99 and the loader's size as served (gzip).
 *
 *   npm run bench:site-lookup [-- --duration 10 --connections 100 --check]
 *
 * (bench/sync.ts, issue 23's sync benchmark, is the shop engineer's; this file is the lookup part.)
 * BENCH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
 * --check exits 1 when the lookup's p99 is 20 ms or more, there are errors, or site.js is over 6 KB.
 */
import { execSync } from "node:child_process";
import pg from "pg";
import { createScratchPostgresDatabase } from "../src/test/test-database";
import { startBenchServer, waitForExamples } from "./support/bench-server";
import { publishedAudio } from "./support/published-audio";
import {
  LOADER_BUDGET_BYTES,
  loaderSize,
  lookupOk,
  lookupSummary,
  measureLookup,
  printLookup,
  type LookupLoad,
} from "./support/site-lookup-load";
import { recordSummary } from "./support/summary";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION = flag("duration", 10);
const CONNECTIONS = flag("connections", 100);
const PRODUCTS = 1000;
const SHOP = "https://shop.example";
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A verified site of the audio's seller with PRODUCTS live products, all speaking that audio. */
async function seedSite(databaseUrl: string, publicId: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ audio_id: string; user_id: string }>(
      "select audio_id, user_id from audio_publications where public_id = $1",
      [publicId],
    );
    const { audio_id: audioId, user_id: userId } = rows[0]!;
    const site = await db.query<{ id: string }>(
      `insert into sites (user_id, origin, verification_token, verified_at) values ($1, $2, $3, now()) returning id`,
      [userId, SHOP, "bench-token"],
    );
    const siteId = site.rows[0]!.id;
    await db.query(
      `insert into site_products (site_id, user_id, url, sku, status, audio_id)
       select $1, $2, $3 || '/products/item-' || i, 'SKU-' || i, 'live', $4 from generate_series(1, $5) as i`,
      [siteId, userId, SHOP, audioId, PRODUCTS],
    );
    await db.query("analyze site_products");
    return siteId;
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  if (!args.includes("--no-build")) execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  let database: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  try {
    database = await createScratchPostgresDatabase(ADMIN_URL, "shelftalk_bench");
  } catch {
    console.log(`PostgreSQL is not reachable at ${ADMIN_URL}: set BENCH_DATABASE_URL. Skipping the lookup benchmark.`);
    return;
  }
  const server = await startBenchServer({ DATABASE_URL: database.url, RATE_LIMIT_DISABLED: "true" });
  try {
    const audio = await publishedAudio(server, "Oak board: solid oak, 40 by 30 centimetres, oiled. Only $39.");
    const siteId = await seedSite(database.url, audio.publicId);
    await waitForExamples(server.url);
    const loadAverage = (await import("node:os")).loadavg()[0] ?? 0;
    const load: LookupLoad = {
      base: server.url,
      siteId,
      connections: CONNECTIONS,
      duration: DURATION,
      // Every request names another product page (with a query string site.js would drop).
      pageFor: (n, known) => `${SHOP}/products/${known ? "item" : "missing"}-${(n % PRODUCTS) + 1}/?utm_source=bench`,
    };
    const rows = [
      await measureLookup(load, `lookup, live product (${PRODUCTS} products)`, true),
      await measureLookup(load, "lookup, unknown product (404)", false),
    ];
    const size = await loaderSize(server.url);
    console.log(
      `\nSite lookup: ${CONNECTIONS} connections, ${DURATION} s per route, PostgreSQL, production build, load average ${loadAverage.toFixed(1)} before\n`,
    );
    printLookup(rows, size);
    recordSummary("site-lookup", lookupSummary(rows, size));
    if (args.includes("--check") && (!rows.every(lookupOk) || size.served > LOADER_BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
