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
import {
  gzBytes,
  htmlScripts,
  kib,
  lazyRouteChunks,
  sumBr,
  sumGz,
  LAZY_ROUTES,
  PUBLIC_PAGES,
} from "./support/web-bundles";
import { launchBrowser, scriptsLoadedAtStartup } from "./support/web-browser";

const args = process.argv.slice(2);
const f1 = (n: number) => n.toFixed(1);

async function main(): Promise<void> {
  if (!args.includes("--no-build")) execSync("npm run --silent build", { stdio: "inherit" });
  const server = await startBenchServer({ LOG_LEVEL: "warn" });
  try {
    await waitForExamples(server.url, { onTimeout: "measure" });
    const browser = await launchBrowser();
    try {
      console.log(
        `${"page".padEnd(18)} ${"HTML refs gz".padStart(12)} ${"loaded gz".padStart(10)} ${"loaded br".padStart(10)} files`,
      );
      for (const path of PUBLIC_PAGES) {
        const loaded = await scriptsLoadedAtStartup(browser, server.url + path);
        console.log(
          `${path.padEnd(18)} ${f1(kib(sumGz(htmlScripts(path)))).padStart(12)} ${f1(kib(sumGz(loaded))).padStart(10)} ${f1(kib(sumBr(loaded))).padStart(10)} ${loaded.length}`,
        );
        if (path === "/" && args.includes("--files")) {
          for (const file of loaded.sort((a, b) => gzBytes(b) - gzBytes(a))) {
            console.log(`  ${String(gzBytes(file)).padStart(8)} B  ${file}`);
          }
        }
      }
    } finally {
      await browser.close();
    }
    console.log(`\n${"lazy route".padEnd(18)} ${"chunk gz".padStart(12)} ${"br".padStart(10)} files`);
    for (const { route, files } of lazyRouteChunks(LAZY_ROUTES)) {
      console.log(
        `${route.padEnd(18)} ${f1(kib(sumGz(files))).padStart(12)} ${f1(kib(sumBr(files))).padStart(10)} ${files.length}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
