import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import type { Logger } from "./logger";

/**
 * Everything the app needs, built once at start-up (main.ts) or by a test.
 * Providers are chosen from the config here and handed to services, so tests
 * pass their own.
 */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Directory of the built SPA; undefined serves no client (API-only tests). */
  clientDir?: string;
};
