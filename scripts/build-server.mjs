// Bundles the server (and its worker entries) with esbuild into dist/server.
// npm packages stay external: they are installed next to the bundle by `npm ci`.
import { build } from "esbuild";
import { existsSync } from "node:fs";

const entryPoints = { main: "src/server/main.ts", cli: "src/cli/main.ts" };
const worker = "src/server/providers/speech/speech-worker.ts";
if (existsSync(worker)) entryPoints["speech-worker"] = worker;

await build({
  entryPoints,
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
