import { buildDeps } from "./bootstrap";
import { ConfigError, loadConfig, type Config } from "./config";
import { lowerWorkerPriority, parseRole, roleProblem, RoleError, type ProcessRole } from "./process-role";
import { startWebServer, type WebServer } from "./web-server";

/** Running requests and jobs get this long after SIGTERM; then the database closes and the process exits. */
const DRAIN_MS = 8_000;
/** The hard stop, should closing itself hang. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const { role, config } = configureOrExit();
  lowerWorkerPriority(role);
  const { deps, scheduler } = await buildDeps(config);
  const { logger } = deps;

  let web: WebServer | undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, role }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("forced exit after grace period");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // No new requests or jobs; the running ones finish (bounded), then the database closes.
    void Promise.allSettled([web?.close(DRAIN_MS), scheduler.stop(DRAIN_MS)])
      .then(() => Promise.allSettled([deps.speech.close?.(), deps.mail.close?.()]))
      .then(() => deps.database.close())
      .catch((err: unknown) => logger.error({ err }, "shutdown did not close cleanly"))
      .finally(() => {
        logger.info("stopped");
        process.exit(0);
      });
  };
  // Before anything starts: a SIGTERM during start-up is a clean stop too.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // A crashed process's reservations are refunded before this one serves; the queue starts while
  // it listens (a send waits for it), then, with JOB_CONCURRENCY > 0, its workers and schedules.
  await scheduler.runStartUpJobs(deps);
  if (stopping) return;
  if (role === "web") web = startWebServer(deps);
  await scheduler.start(deps);
  if (stopping) return;
  void deps.speech.warmUp?.().catch((err: unknown) => logger.warn({ err }, "speech engine warm-up failed"));
  if (!web) {
    logger.info(
      { jobConcurrency: config.JOB_CONCURRENCY, database: deps.database.kind },
      "ShelfTalk worker is running",
    );
  }
}

/** The role from the command line and the validated config; a clear message and exit 1 when either is wrong. */
function configureOrExit(): { role: ProcessRole; config: Config } {
  try {
    const role = parseRole(process.argv.slice(2));
    const config = loadConfig();
    const problem = roleProblem(role, config);
    if (problem) throw new RoleError(problem);
    return { role, config };
  } catch (err) {
    if (err instanceof ConfigError || err instanceof RoleError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `ShelfTalk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
