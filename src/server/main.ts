import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { buildDeps } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { refundStaleReservations } from "./features/audios/credit-reservation";
import { retryContactDeliveries } from "./features/contact/contact-delivery";
import { ensureCategoryExamples } from "./features/categories/ensure-category-examples";
import { pruneRateLimits } from "./http/rate-limit";
import { pruneListenSalts } from "./features/publish/listener-hash";

const SHUTDOWN_GRACE_MS = 10_000;
/** A generation still pending after this long belongs to a process that died: refund it. */
const STALE_GENERATION_MS = 10 * 60_000;
const STALE_SWEEP_INTERVAL_MS = 5 * 60_000;
/** A disk write's temporary file this old belongs to a write that died with its process. */
const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const deps = await buildDeps(config);
  const { logger } = deps;
  const app = createApp(deps);

  // Credits reserved by a process killed mid-generation go back at start-up and periodically;
  // old rate-limit counters and the temporary files of interrupted disk writes go on the same sweep.
  const sweepStale = () =>
    Promise.all([
      refundStaleReservations(deps.database.db, STALE_GENERATION_MS, deps.storage),
      pruneRateLimits(deps.database.db),
      deps.storage.sweepTemporaryFiles?.(TEMPORARY_FILE_MAX_AGE_MS),
      pruneListenSalts(deps.database.db),
    ]).then(
      ([n]) => (n > 0 ? logger.warn({ refunded: n }, "refunded stale generations") : undefined),
      (err: unknown) => logger.error({ err }, "periodic sweep failed"),
    );
  await sweepStale();
  const seedExamples = () =>
    ensureCategoryExamples({ db: deps.database.db, storage: deps.storage, speech: deps.speech, logger }).catch(
      (err: unknown) => logger.error({ err }, "category examples failed"),
    );
  // Contact messages whose mail failed are tried again (not awaited: a slow mail server must not hold up the start).
  const retryContacts = () =>
    retryContactDeliveries({ db: deps.database.db, mail: deps.mail, config: deps.config, logger }).catch(
      (err: unknown) => logger.error({ err }, "contact delivery retry failed"),
    );
  void retryContacts();
  const sweeper = setInterval(() => {
    void sweepStale();
    void seedExamples();
    void retryContacts();
  }, STALE_SWEEP_INTERVAL_MS);
  sweeper.unref();
  // Handlers can outlive their sockets (a client that hangs up mid-request); shutdown waits
  // for them before closing the database under their feet.
  let inFlight = 0;
  const fetch: typeof app.fetch = async (request, env, ctx) => {
    inFlight += 1;
    try {
      return await app.fetch(request, env, ctx);
    } finally {
      inFlight -= 1;
    }
  };
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, database: deps.database.kind, dataDir: config.dataDir },
      `ShelfTalk is listening on http://localhost:${info.port}`,
    );
  });

  void deps.speech.warmUp?.().catch((err: unknown) => logger.warn({ err }, "speech engine warm-up failed"));
  // A fresh install speaks its eight landing-page examples in the background.
  void seedExamples();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const force = setTimeout(() => {
      logger.warn("forced exit after grace period");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(sweeper);
    server.close(() => {
      void waitFor(() => inFlight === 0, SHUTDOWN_GRACE_MS)
        .then(() => Promise.allSettled([deps.speech.close?.(), deps.mail.close?.()]))
        .then(() => deps.database.close())
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `ShelfTalk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
