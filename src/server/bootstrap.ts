import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { runMigrations } from "./db/migrate";
import type { AppDeps } from "./deps";
import { appRoot } from "./lib/app-root";
import { createLogger } from "./logger";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db") });
  await runMigrations(database);
  return database;
}

/** Builds every dependency of the app from the validated config. */
export async function buildDeps(config: Config, options: { clientDir?: string } = {}): Promise<AppDeps> {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  return {
    config,
    database,
    logger,
    clientDir: options.clientDir ?? path.join(appRoot(), "dist", "client"),
  };
}
