// Bundles the server (and its worker entries) with esbuild into dist/server.
// npm packages stay external: they are installed next to the bundle by `npm ci`.
import { copyFileSync, mkdirSync } from "node:fs";
import { build } from "esbuild";

// The speech worker is its own entry: worker-handle.ts starts dist/server/speech-worker.js next to main.js.
// A missing entry fails the build (esbuild reports it) rather than shipping a server whose speech cannot start.
const entryPoints = {
  main: "src/server/main.ts",
  // Imported by main.ts once OpenTelemetry is (or is not) started: its own file, so its packages load only then.
  "run-process": "src/server/run-process.ts",
  "telemetry/start-telemetry": "src/server/telemetry/start-telemetry.ts",
  cli: "src/cli/main.ts",
  "speech-worker": "src/server/providers/speech/espeak/speech-worker.ts",
};

await build({
  entryPoints,
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// The API reference's renderer (a devDependency) is copied next to the bundle, so /docs/api works in an
// install without dev dependencies (`npm ci --omit=dev` after building).
mkdirSync("dist/server/vendor", { recursive: true });
copyFileSync(
  "node_modules/@scalar/api-reference/dist/browser/standalone.js",
  "dist/server/vendor/scalar-standalone.js",
);
