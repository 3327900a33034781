import { defineConfig } from "vitest/config";

// Unit tests: pure modules, no database. Integration tests (*.int.test.ts) run
// against a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
// Robustness tests (src/robustness/**/*.rob.test.ts: hostile input, faults, crashes,
// several processes) run on their own with `npm run test:robustness`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts", "src/robustness/**", "node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
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
