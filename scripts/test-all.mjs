// `npm test`: every check the project has, in order, stopping at the first failure.
// Integration tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it);
// the robustness suite runs on PostgreSQL when it is set, else on PGlite.
import { spawnSync } from "node:child_process";
import { runOnNode24 } from "./node-24.mjs";

await runOnNode24();

const steps = [
  ["format", "npm run --silent format:check"],
  ["lint", "npm run --silent lint"],
  ["typecheck", "npm run --silent typecheck"],
  ["licences", "node scripts/third-party-notices.mjs --check"],
  ["unit (fast, with the client components)", "npx vitest run --project unit --project client"],
  ["synthesis (real speech, audio and the slow sweeps)", "npx vitest run --project synthesis"],
  ["integration (PGlite)", "npx vitest run --project integration", { TEST_DATABASE_URL: "" }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(["integration (PostgreSQL)", "npx vitest run --project integration", {}]);
} else {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
// Robustness (hostile input, faults, crash safety, two processes) runs once, on the production
// database when there is one: the two-process scenario needs PostgreSQL and skips on PGlite.
steps.push(
  process.env.TEST_DATABASE_URL
    ? ["robustness (PostgreSQL)", "npx vitest run --project robustness", {}]
    : ["robustness (PGlite)", "npx vitest run --project robustness", { TEST_DATABASE_URL: "" }],
);
steps.push(["e2e (Chromium)", "npm run --silent test:e2e"]);

const results = [];
for (const [name, command, env = {}] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}
console.log("\nSummary:");
for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds}s)`);
const failed = results.some((r) => !r.ok);
process.exit(failed ? 1 : 0);
