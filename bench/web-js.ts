/**
 * The JavaScript part of `npm run bench:web` alone, without Lighthouse: cheap enough to run on a
 * shared machine while working on the bundle (decision 127). Builds (unless --no-build), starts
 * the production server on a free loopback port with a temp data directory, waits for its example
 * audios, then prints per public page the JS its HTML references and the JS a first-time mobile
 * visitor's browser loads at start-up (gzip level 9 and Brotli as served, KiB), each lazy route's
 * own chunk, and with --files the files `/` loads.
 *
 *   npx tsx bench/web-js.ts [--no-build] [--files]
 */
import { execSync } from "node:child_process";
import { startBenchServer, waitForExamples } from "./support/bench-server";
import { launchBrowser } from "./support/web-browser";
import { lazyRoutesJs, measurePagesJs, printJsTables } from "./support/web-js-table";

const args = process.argv.slice(2);

async function main(): Promise<void> {
  if (!args.includes("--no-build")) execSync("npm run --silent build", { stdio: "inherit" });
  const server = await startBenchServer({ LOG_LEVEL: "warn" });
  try {
    await waitForExamples(server.url, { onTimeout: "measure" });
    const browser = await launchBrowser();
    try {
      printJsTables(await measurePagesJs(browser, server.url), lazyRoutesJs(), args.includes("--files"));
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

await main();
