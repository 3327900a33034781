/**
 * `npm run bench`: every benchmark in turn (extraction, speech, web, api), each printing its
 * own table, then one summary table of their key figures.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SummaryRow } from "./support/summary";

const summaryFile = path.join(mkdtempSync(path.join(os.tmpdir(), "shelftalk-bench-")), "summary.jsonl");
const benches = ["bench:extract", "bench:tts", "bench:web", "bench:api", "bench:batch", "bench:claims"];

for (const name of benches) {
  console.log(`\n━━ npm run ${name} ━━`);
  const result = spawnSync("npm", ["run", "--silent", name], {
    stdio: "inherit",
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  if (result.status !== 0) console.log(`(${name} exited with ${result.status})`);
}

console.log(`\n━━ Summary (${os.cpus().length} CPUs, Node ${process.version}) ━━`);
console.log(`${"bench".padEnd(8)} ${"metric".padEnd(48)} ${"value".padEnd(24)} target`);
const lines = existsSync(summaryFile) ? readFileSync(summaryFile, "utf8").trim().split("\n").filter(Boolean) : [];
for (const line of lines) {
  const { bench, rows } = JSON.parse(line) as { bench: string; rows: SummaryRow[] };
  for (const row of rows) {
    const mark = row.ok === undefined ? "" : row.ok ? " ✓" : " ✗";
    console.log(`${bench.padEnd(8)} ${row.metric.padEnd(48)} ${row.value.padEnd(24)} ${row.target ?? ""}${mark}`);
  }
}
