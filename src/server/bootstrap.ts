import { mkdirSync } from "node:fs";
import path from "node:path";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createAuth } from "./auth/create-auth";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { runMigrations } from "./db/migrate";
import type { AppDeps } from "./deps";
import { appRoot } from "./lib/app-root";
import { createLogger, type Logger } from "./logger";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import { createPaymentProvider, warnAboutPaymentsMode } from "./providers/payments/create-payment-provider";
import { createSpeechProvider } from "./providers/speech/create-speech-provider";
import { createStorage } from "./providers/storage/create-storage";
import { createScriptWriter } from "./providers/writer/create-script-writer";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db") });
  await runMigrations(database);
  return database;
}

/** Builds the providers and services of the app around an open database. */
export function assembleDeps(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const mail = overrides.mail ?? createMailProvider(config, logger);
  const auth =
    overrides.auth ??
    createAuth({
      db: database.db,
      config,
      mail,
      logger,
      secret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir),
    });
  const storage = overrides.storage ?? createStorage(config);
  const writer = overrides.writer ?? createScriptWriter(config);
  const speech = overrides.speech ?? createSpeechProvider(config);
  const payments = overrides.payments ?? createPaymentProvider(config, database.db);
  return { config, database, logger, mail, storage, writer, speech, payments, auth, ...overrides };
}

/** Builds every dependency of the app from the validated config. */
export async function buildDeps(config: Config): Promise<AppDeps> {
  const logger = createLogger(config.LOG_LEVEL);
  warnAboutPaymentsMode(config, logger);
  const database = await openConfiguredDatabase(config);
  return assembleDeps(config, database, logger, { clientDir: path.join(appRoot(), "dist", "client") });
}
