import { appendFileSync } from "node:fs";

export type SummaryRow = { metric: string; value: string; target?: string; ok?: boolean };

/**
 * Each benchmark prints its own table; when run by `npm run bench` it also appends its key
 * figures to BENCH_SUMMARY_FILE so one summary table can be printed at the end.
 */
export function recordSummary(bench: string, rows: SummaryRow[]): void {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ bench, rows })}\n`);
}
