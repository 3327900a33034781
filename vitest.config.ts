import { defineConfig } from "vitest/config";

// Unit tests: pure modules, no database, split in two so the everyday run stays fast:
// - `unit` (npm run test:unit, with `client`): everything quick.
// - `synthesis` (npm run test:synthesis): by file name, tests that run the real speech engines,
//   LAME and mastering on real audio (*.synth.test.ts), and the other slow sweeps, such as the
//   writer over every corpus page (*.slow.test.ts). A name, not a folder, so files may move.
// - `client`: the React components and hooks (*.test.tsx) in a simulated DOM (happy-dom).
// Integration tests (*.int.test.ts) run against a real database (PGlite by default, PostgreSQL
// with TEST_DATABASE_URL). Robustness tests (src/robustness/**/*.rob.test.ts: hostile input,
// faults, crashes, several processes) run on their own with `npm run test:robustness`.
// `npm test` (scripts/test-all.mjs) runs every project.
const SLOW = ["src/**/*.synth.test.ts", "src/**/*.slow.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts", ...SLOW, "src/robustness/**", "node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
      {
        test: {
          name: "client",
          include: ["src/**/*.test.tsx"],
          environment: "happy-dom",
          // Nothing leaves the machine: the page's fetch is stubbed per test, and happy-dom loads no
          // script, frame or other page (it answers them as loaded, so an embed preview stays quiet).
          environmentOptions: {
            happyDOM: {
              url: "http://localhost:3000",
              settings: {
                disableJavaScriptFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
                navigation: {
                  disableMainFrameNavigation: true,
                  disableChildFrameNavigation: true,
                  disableChildPageNavigation: true,
                },
              },
            },
          },
          // One DOM per worker, emptied after each test (src/test/client/setup-client.ts): a fresh
          // happy-dom and module graph per file costs more than the tests themselves.
          isolate: false,
          testTimeout: 30_000,
          setupFiles: ["./src/test/setup-unit.ts", "./src/test/client/setup-client.ts"],
        },
      },
      {
        test: {
          name: "synthesis",
          include: SLOW,
          environment: "node",
          testTimeout: 120_000,
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
      {
        test: {
          name: "robustness",
          include: ["src/robustness/**/*.rob.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          setupFiles: ["./src/test/setup-unit.ts"],
        },
      },
    ],
  },
});
