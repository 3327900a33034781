import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

/**
 * The public side of a connected shop under load (issue 23), shared by bench:site-lookup and
 * bench:sync: GET /api/sites/{id}/lookup at N connections, each request naming another product
 * page as site.js would (with a query string it drops), and the served size of /embed/site.js.
 */
export const LOOKUP_P99_BUDGET_MS = 20;
export const LOADER_BUDGET_BYTES = 6 * 1024;

export type LookupRow = { route: string; rps: number; p50: number; p99: number; errors: number };
export type LoaderSize = { raw: number; served: number; gzip9: number };

export type LookupLoad = {
  base: string;
  siteId: string;
  connections: number;
  duration: number;
  /** The page address the n-th request names: a live product's, or one the site does not have. */
  pageFor: (n: number, known: boolean) => string;
};

function load(options: LookupLoad, known: boolean, duration: number) {
  let n = 0;
  return autocannon({
    url: options.base,
    connections: options.connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const path = `/api/sites/${options.siteId}/lookup?url=${encodeURIComponent(options.pageFor(n, known))}`;
          return { ...request, method: "GET", path };
        },
      },
    ],
  });
}

/** A 3 s warm-up, then `duration` seconds measured; a wrong status counts as an error. */
export async function measureLookup(options: LookupLoad, route: string, known: boolean): Promise<LookupRow> {
  await load(options, known, 3);
  const result = await load(options, known, options.duration);
  const wrong = known ? result.non2xx : result["2xx"];
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
  };
}

export const lookupOk = (row: LookupRow) => row.errors === 0 && row.p99 < LOOKUP_P99_BUDGET_MS;

export async function loaderSize(base: string): Promise<LoaderSize> {
  const plain = await fetch(`${base}/embed/site.js`, { headers: { "accept-encoding": "identity" } });
  if (!plain.ok) throw new Error(`/embed/site.js answered ${plain.status}`);
  const bytes = Buffer.from(await plain.arrayBuffer());
  const zipped = await fetch(`${base}/embed/site.js`, { headers: { "accept-encoding": "gzip" } });
  const length = Number(zipped.headers.get("content-length") ?? 0);
  return {
    raw: bytes.byteLength,
    served: length || gzipSync(bytes).byteLength,
    gzip9: gzipSync(bytes, { level: 9 }).byteLength,
  };
}

export function printLookup(rows: LookupRow[], size: LoaderSize): void {
  console.log("route                                   req/s    p50 ms  p99 ms  errors");
  for (const r of rows)
    console.log(
      `${r.route.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
  console.log(
    `\n/embed/site.js: ${size.raw} bytes, ${size.served} bytes as served gzipped (${size.gzip9} at gzip -9); budget ${LOADER_BUDGET_BYTES}`,
  );
}

export function lookupSummary(rows: LookupRow[], size: LoaderSize) {
  return [
    ...rows.map((r) => ({
      metric: `${r.route}: req/s, p50, p99`,
      value: `${r.rps.toFixed(0)}, ${r.p50} ms, ${r.p99} ms`,
      target: `p99 < ${LOOKUP_P99_BUDGET_MS} ms, 0 errors`,
      ok: lookupOk(r),
    })),
    { metric: "site.js gzipped", value: `${size.served} B`, target: "≤ 6 KB", ok: size.served <= LOADER_BUDGET_BYTES },
  ];
}
