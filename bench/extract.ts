// Extraction benchmark: runs the extractor over the shared product-page corpus, scores the
// results with the corpus's own scorer and prints accuracy per field plus time per page.
// usage: tsx bench/extract.ts [--check]   (--check fails when a figure drops below the floors)
import { recordSummary } from "./support/summary";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readHtmlFile, toRecord } from "../src/server/extract/extract-cli";
import { extractProductFacts } from "../src/server/extract/extract-product-facts";
import { requireCorpusDir } from "../src/test/corpus";
import { reportScriptMeasures } from "./support/script-measures-report";
import type { ProductFacts } from "../src/shared/generator/product-facts";

const benchDir = dirname(fileURLToPath(import.meta.url));
/** The shared corpus (../shared/corpus): without it the bench stops with a message, exit code 1. */
function corpusOrExit(): string {
  try {
    return requireCorpusDir("bench:extract");
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const corpusDir = corpusOrExit();
const pagesDir = join(corpusDir, "pages");
const outDir = join(benchDir, "out");
const resultsFile = join(outDir, "extract-results.jsonl");
const floorFile = join(benchDir, "extract-floor.json");
const check = process.argv.includes("--check");
const details = process.argv.includes("--details");

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<number> {
  const files = readdirSync(pagesDir)
    .filter((f) => /\.html(\.gz)?$/.test(f))
    .sort();
  const lines: string[] = [];
  const timings: number[] = [];
  const pages: { file: string; facts: ProductFacts }[] = [];
  for (const file of files) {
    const path = join(pagesDir, file);
    const html = await readHtmlFile(path);
    const started = performance.now();
    const facts = extractProductFacts(html);
    timings.push(performance.now() - started);
    pages.push({ file, facts });
    lines.push(JSON.stringify(toRecord(`pages/${file}`, facts)));
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resultsFile, `${lines.join("\n")}\n`);

  const args = [
    join(corpusDir, "score.py"),
    join(corpusDir, "manifest.json"),
    resultsFile,
    ...(details ? ["--details"] : []),
  ];
  let report: string;
  try {
    report = execFileSync("python3", args, { encoding: "utf8" });
  } catch (err) {
    console.log(`could not run the corpus scorer (python3 ${args.join(" ")}): ${String(err)}`);
    return check ? 1 : 0;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(report.trimEnd());
  console.log(
    `time per page (ms): median ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  (${files.length} pages)`,
  );
  console.log(`results: ${resultsFile}`);
  recordSummary("extract", [
    ...["name", "brand", "price", "price+currency", "description"].map((field) => {
      const m = new RegExp(`^${field.replace(/[+]/g, "\\+")}\\s+\\d+/\\d+\\s+([\\d.]+)%`, "m").exec(report);
      return { metric: `${field} accuracy`, value: m ? `${m[1]} %` : "n/a" };
    }),
    { metric: "median ms/page", value: percentile(sorted, 50).toFixed(1) },
  ]);

  const scriptsOk = reportScriptMeasures(pages, join(benchDir, "script-floor.json"));
  if (!check) return 0;
  const floors = JSON.parse(readFileSync(floorFile, "utf8")) as Record<string, number>;
  let ok = true;
  for (const [field, floor] of Object.entries(floors)) {
    const m = new RegExp(`^${field.replace(/[+]/g, "\\+")}\\s+\\d+/\\d+\\s+([\\d.]+)%`, "m").exec(report);
    const value = m ? Number(m[1]) : Number.NaN;
    if (!(value >= floor)) {
      ok = false;
      console.log(`FAIL ${field}: ${Number.isNaN(value) ? "missing" : `${value}%`} is below the floor of ${floor}%`);
    }
  }
  if (!scriptsOk) ok = false;
  console.log(ok ? "all figures at or above their floors" : "some figures dropped below their floors");
  return ok ? 0 : 1;
}

process.exitCode = await main();
