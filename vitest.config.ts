import { defineConfig } from "vitest/config";

// Unit tests: pure modules, no database. Integration tests (*.int.test.ts) run
// against a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts", "node_modules/**"],
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
    ],
  },
});
