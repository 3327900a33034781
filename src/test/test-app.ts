import { createApp } from "../server/app";
import { loadConfig, type Config } from "../server/config";
import type { DatabaseHandle } from "../server/db/database";
import type { AppDeps } from "../server/deps";
import { createLogger } from "../server/logger";

/** Config with embedded defaults for tests; overrides win. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./.data-test", ...overrides });
}

/** The app over a test database, API only (no SPA). */
export function createTestApp(options: { database: DatabaseHandle; config?: Config; deps?: Partial<AppDeps> }) {
  const config = options.config ?? testConfig();
  return createApp({
    config,
    database: options.database,
    logger: createLogger("silent"),
    ...options.deps,
  });
}
