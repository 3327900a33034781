/**
 * `npm run bench:claims`: the claim check (issue 24) on its evaluation set (bench/claims/eval-set.ts)
 * over pages of the shared corpus, read in place. Prints the catch rate per seeded error kind,
 * the false-flag rate on faithful sentences, and the check's p50/p99 time per 6,000-character
 * script. The held-out set (bench/claims/holdout-set.ts, pages the rules were never developed on)
 * is scored in a second table, and its second tranche (written after the fixes it led to, never
 * used to change a rule) in a third; `--set eval|holdout|fresh` runs one. `--verbose` lists every
 * miss and false flag.
 */
import { join } from "node:path";
import { findCorpusDir } from "../src/test/corpus";
import { extractProductFacts } from "../src/server/extract/extract-product-facts";
import { readHtmlFile } from "../src/server/extract/extract-cli";
import { checkClaims } from "../src/server/claim-check/check-claims";
import { buildSourceIndex, type SourceIndex } from "../src/server/claim-check/source-index";
import { EVAL_SET, NUMERIC_KINDS, type ErrorKind, type EvalScript } from "./claims/eval-set";
import { HOLDOUT_FRESH_SET, HOLDOUT_SET } from "./claims/holdout-set";
import { recordSummary, type SummaryRow } from "./support/summary";

const SCRIPT_CHARS = 6000;
const TIMING_RUNS = 400;
const verbose = process.argv.includes("--verbose");
const setArg = process.argv.indexOf("--set");
const only = setArg >= 0 ? process.argv[setArg + 1] : undefined;

const corpus = findCorpusDir();
if (!corpus) {
  console.error(
    "The shared corpus is missing: bench:claims reads ../shared/corpus (pages/*.html.gz) beside the checkout.",
  );
  process.exit(1);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);

/** Scores one set and prints its table; returns its summary rows (labelled with the set). */
async function evaluate(label: string, set: EvalScript[]): Promise<SummaryRow[]> {
  const indexes = new Map<string, SourceIndex>();
  const buildTimes: number[] = [];
  for (const page of new Set(set.map((s) => s.page))) {
    const facts = extractProductFacts(await readHtmlFile(join(corpus!, "pages", page)));
    const started = performance.now();
    indexes.set(page, buildSourceIndex({ facts }));
    buildTimes.push(performance.now() - started);
  }

  const caught = new Map<ErrorKind, { caught: number; total: number }>();
  let faithfulSentences = 0;
  let falseFlags = 0;
  const notes: string[] = [];

  for (const script of set) {
    const index = indexes.get(script.page)!;
    const { claims } = checkClaims({ text: script.faithful.join(" "), language: script.language, sources: index });
    faithfulSentences += claims.length;
    for (const claim of claims.filter((c) => c.status === "unsupported")) {
      falseFlags += 1;
      notes.push(`false flag  ${script.page} ${script.language}: "${claim.sentence}" — ${claim.reason}`);
    }
    for (const [kind, sentence] of script.errors) {
      const middle = Math.ceil(script.faithful.length / 2);
      const text = [...script.faithful.slice(0, middle), sentence, ...script.faithful.slice(middle)].join(" ");
      const claim = checkClaims({ text, language: script.language, sources: index }).claims.find(
        (c) => c.sentence === sentence,
      );
      const tally = caught.get(kind) ?? { caught: 0, total: 0 };
      tally.total += 1;
      if (claim?.status === "unsupported") tally.caught += 1;
      else
        notes.push(
          `missed      ${kind} ${script.page} ${script.language}: "${sentence}" → ${claim?.status ?? "not split"}`,
        );
      caught.set(kind, tally);
    }
  }

  /** 6,000-character scripts made of each page's sentences, faithful and seeded. */
  const timingScripts = set.map((script) => {
    const sentences = [...script.faithful, ...script.errors.map(([, s]) => s)];
    let text = "";
    for (let i = 0; text.length < SCRIPT_CHARS; i += 1) text += `${sentences[i % sentences.length]} `;
    return { text: text.slice(0, SCRIPT_CHARS), language: script.language, index: indexes.get(script.page)! };
  });
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let run = 0; run < TIMING_RUNS; run += 1) {
    const { text, language, index } = timingScripts[run % timingScripts.length]!;
    const started = performance.now();
    checkClaims({ text, language, sources: index });
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerCheck = (cpu.user + cpu.system) / 1000 / TIMING_RUNS;
  // The first pass over each script warms the regular expressions; the figures are steady state.
  const steady = times.slice(timingScripts.length).sort((a, b) => a - b);

  const sum = (kinds: readonly ErrorKind[]) =>
    kinds.reduce(
      (acc, kind) => {
        const t = caught.get(kind) ?? { caught: 0, total: 0 };
        return { caught: acc.caught + t.caught, total: acc.total + t.total };
      },
      { caught: 0, total: 0 },
    );
  const numeric = sum(NUMERIC_KINDS);
  const named = sum([...caught.keys()].filter((k) => !NUMERIC_KINDS.includes(k)));
  const languages = new Set(set.map((s) => s.language));

  if (verbose) console.log(notes.join("\n"));
  else if (notes.length)
    console.log(
      `${notes.slice(0, 15).join("\n")}${notes.length > 15 ? `\n… ${notes.length - 15} more (--verbose)` : ""}`,
    );
  console.log(
    `\nClaim check, ${label}: ${set.length} scripts over ${indexes.size} corpus pages in ${languages.size} languages (${[...languages].join(", ")})`,
  );
  console.log(`${"error kind".padEnd(26)} caught`);
  for (const [kind, t] of [...caught].sort()) {
    console.log(`${kind.padEnd(26)} ${t.caught}/${t.total} (${pct(t.caught, t.total).toFixed(1)} %)`);
  }
  const numericRate = pct(numeric.caught, numeric.total);
  const namedRate = pct(named.caught, named.total);
  const falseRate = pct(falseFlags, faithfulSentences);
  const p50 = percentile(steady, 0.5);
  const p99 = percentile(steady, 0.99);
  const buildSorted = [...buildTimes].sort((a, b) => a - b);
  console.log(
    `${"numeric errors".padEnd(26)} ${numeric.caught}/${numeric.total} (${numericRate.toFixed(1)} %)  target ≥ 95 %`,
  );
  console.log(
    `${"named/generic errors".padEnd(26)} ${named.caught}/${named.total} (${namedRate.toFixed(1)} %)  target ≥ 90 %`,
  );
  console.log(
    `${"false flags (faithful)".padEnd(26)} ${falseFlags}/${faithfulSentences} (${falseRate.toFixed(1)} %)  target ≤ 3 %`,
  );
  console.log(
    `${"check per 6,000 chars".padEnd(26)} p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms  target p99 < 20 ms`,
  );
  console.log(
    `${"CPU time per check".padEnd(26)} mean ${cpuPerCheck.toFixed(2)} ms (wall-clock figures include waiting for a busy CPU)`,
  );
  console.log(
    `${"sources index per page".padEnd(26)} p50 ${percentile(buildSorted, 0.5).toFixed(1)} ms, max ${buildSorted[buildSorted.length - 1]!.toFixed(1)} ms (built once per draft, first build includes warm-up)`,
  );

  return [
    {
      metric: `${label}: numeric errors caught`,
      value: `${numericRate.toFixed(1)} %`,
      target: "≥ 95 %",
      ok: numericRate >= 95,
    },
    {
      metric: `${label}: named/generic errors caught`,
      value: `${namedRate.toFixed(1)} %`,
      target: "≥ 90 %",
      ok: namedRate >= 90,
    },
    {
      metric: `${label}: false flags on faithful sentences`,
      value: `${falseRate.toFixed(1)} %`,
      target: "≤ 3 %",
      ok: falseRate <= 3,
    },
    {
      metric: `${label}: check p99 per 6,000-char script`,
      value: `${p99.toFixed(2)} ms`,
      target: "< 20 ms",
      ok: p99 < 20,
    },
  ];
}

const rows: SummaryRow[] = [];
if (only === undefined || only === "eval") rows.push(...(await evaluate("evaluation set", EVAL_SET)));
if (only === undefined || only === "holdout") rows.push(...(await evaluate("held-out set", HOLDOUT_SET)));
if (only === undefined || only === "fresh") rows.push(...(await evaluate("fresh held-out", HOLDOUT_FRESH_SET)));
recordSummary("claims", rows);
