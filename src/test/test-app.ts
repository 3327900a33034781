import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { assembleDeps } from "../server/bootstrap";
import { loadConfig, type Config } from "../server/config";
import type { DatabaseHandle } from "../server/db/database";
import type { AppDeps } from "../server/deps";
import { createLogger } from "../server/logger";

/** Config with embedded defaults and a fresh temporary data directory; overrides win. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-test-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...overrides,
  });
}

/** The app over a test database, API only (no SPA), with every provider on its embedded default unless overridden. */
export function createTestApp(options: { database: DatabaseHandle; config?: Config; deps?: Partial<AppDeps> }) {
  const config = options.config ?? testConfig();
  const deps = assembleDeps(
    config,
    options.database,
    createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    options.deps,
  );
  return { app: createApp(deps), deps };
}
