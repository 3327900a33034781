// `npm start` runs this first (scripts/start.mjs): it builds the client and the server when
// their output is missing or older than the sources, so a fresh clone starts with
// `npm ci && npm start` and a rebuilt checkout never serves stale code.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { runOnNode24 } from "./node-24.mjs";

await runOnNode24();

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function outdated(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some(
    (src) => existsSync(src) && (statSync(src).isDirectory() ? newestMtime(src) : statSync(src).mtimeMs) > built,
  );
}

const shared = ["src/shared", "package-lock.json"];
const clientBuild = [
  "vite.config.ts",
  "vite.embed.config.ts",
  "vite.site-loader.config.ts",
  "scripts/prerender.mjs",
  "scripts/compress-assets.mjs",
];
if (outdated("dist/client/index.html", ["src/client", "src/embed", ...clientBuild, ...shared])) {
  console.log("Building the web client…");
  execSync("npm run --silent build:client", { stdio: "inherit" });
}
if (outdated("dist/server/main.js", ["src/server", "src/cli", "drizzle", ...shared])) {
  console.log("Building the server…");
  execSync("npm run --silent build:server", { stdio: "inherit" });
}
