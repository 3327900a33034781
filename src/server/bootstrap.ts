import { mkdirSync } from "node:fs";
import path from "node:path";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createAuth } from "./auth/create-auth";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { runMigrations } from "./db/migrate";
import type { AppDeps } from "./deps";
import { grantSignupBonus } from "./features/credits/credits.service";
import { ensurePersonalWorkspace } from "./features/workspaces/workspaces.service";
import { ALL_JOBS } from "./jobs/all-jobs";
import { createWebhookEvents } from "./features/webhooks/webhook-events";
import { deliverWebhook } from "./jobs/deliver-webhook";
import { enqueuer, JobQueueNotRunningError, type JobQueue } from "./jobs/job-queue";
import { createScheduler, type Scheduler } from "./jobs/scheduler";
import { appRoot } from "./lib/app-root";
import { createLogger, type Logger } from "./logger";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import { createPaymentProvider, warnAboutPaymentsMode } from "./providers/payments/create-payment-provider";
import { createSpeechProvider, speechEngineOf } from "./providers/speech/create-speech-provider";
import { instrumentSpeech } from "./metrics/instrument-speech";
import { startSiteLookupCache } from "./features/sites/site-lookup-listener";
import { createFairSpeechQueue, fairSpeechOptions, speechLanes } from "./speech-queue/fair-speech-queue";
import { createMetricsRegistry } from "./metrics/registry";
import { readQueueStatsIfStarted } from "./jobs/queue-stats";
import { createStorage } from "./providers/storage/create-storage";
import { createScriptWriter } from "./script-writer/create-script-writer";

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
      // The free first credit: granted once per account, keyed by the user id in the ledger.
      onEmailVerified: async (userId) => {
        const { applied } = await grantSignupBonus(database.db, userId);
        if (applied) logger.info({ userId }, "sign-up credit granted");
      },
      // Every account's personal workspace, whose id is the account's (issue 27, decision 084).
      onUserCreated: (user) => ensurePersonalWorkspace(database.db, user),
    });
  const storage = overrides.storage ?? createStorage(config);
  const writer = overrides.writer ?? createScriptWriter(config);
  // Measured whichever engine speaks (metrics/instrument-speech.ts).
  const speech = overrides.speech ? instrumentSpeech(overrides.speech, speechEngineOf(config)) : fairSpeech(config);
  const metrics =
    overrides.metrics ?? createMetricsRegistry({ readQueueStats: () => readQueueStatsIfStarted(database.db) });
  const payments = overrides.payments ?? createPaymentProvider(config, database.db);
  const jobs = overrides.jobs ?? queueNotStarted;
  // The one seam for webhook events (issue 17): generations publish through it, and so does the
  // batch runner's onBatchFinished (batch.completed).
  const events =
    overrides.events ??
    createWebhookEvents({
      db: database.db,
      logger,
      appUrl: config.appUrl,
      enqueueDelivery: enqueuer(jobs, deliverWebhook),
    });
  return {
    config,
    database,
    logger,
    mail,
    storage,
    writer,
    payments,
    auth,
    jobs,
    events,
    metrics,
    ...overrides,
    speech,
  };
}

/**
 * The configured engine, measured, behind the per-seller fair queue (issue 26, decisions 064 and
 * 104): the embedded engine as SPEECH_CONCURRENCY instances, each sharing its threads between
 * sellers sentence by sentence (decision 103); a remote one taking several calls at once.
 */
function fairSpeech(config: Config) {
  const engine = speechEngineOf(config);
  const remote = engine !== "embedded";
  const lanes = remote
    ? createSpeechProvider(config)
    : speechLanes(() => createSpeechProvider(config), config.SPEECH_CONCURRENCY);
  return createFairSpeechQueue(instrumentSpeech(lanes, engine), fairSpeechOptions(remote, config.SPEECH_CONCURRENCY));
}

/** The queue of an app built without a scheduler (most tests): enqueuing is refused, loudly. */
const queueNotStarted: JobQueue = {
  send: (job) => Promise.reject(new JobQueueNotRunningError(job.name)),
  sendMany: (job) => Promise.reject(new JobQueueNotRunningError(job.name)),
};

/**
 * The one composition both process roles start from (main.ts): every dependency of the app,
 * and the scheduler of its background jobs, which main starts (web and worker alike).
 */
export async function buildDeps(
  config: Config,
  options: { servesWeb: boolean } = { servesWeb: true },
): Promise<{ deps: AppDeps; scheduler: Scheduler }> {
  const logger = createLogger(config.LOG_LEVEL);
  warnAboutPaymentsMode(config, logger);
  const database = await openConfiguredDatabase(config);
  const scheduler = createScheduler(database, logger, { concurrency: config.JOB_CONCURRENCY, jobs: ALL_JOBS });
  // Only a process that answers the public lookup keeps its answers (and listens for changes).
  const siteLookupCache = options.servesWeb ? await startSiteLookupCache(database, logger) : undefined;
  const deps = assembleDeps(config, database, logger, {
    clientDir: path.join(appRoot(), "dist", "client"),
    jobs: scheduler.queue,
    ...(siteLookupCache ? { siteLookupCache } : {}),
  });
  return { deps, scheduler };
}
