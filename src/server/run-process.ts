import { buildDeps } from "./bootstrap";
import type { Config } from "./config";
import { startOpsListener } from "./ops-listener";
import type { ProcessRole } from "./process-role";
import { startWebServer, type WebServer } from "./web-server";

/** Running requests and jobs get this long after SIGTERM; then the database closes and the process exits. */
const DRAIN_MS = 8_000;
/** The hard stop, should closing itself hang. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One process of either role, once main.ts has read the config (and started OpenTelemetry when
 * configured, before this module and its imports load).
 */
export async function runProcess(
  role: ProcessRole,
  config: Config,
  telemetry?: { shutdown(): Promise<void> },
): Promise<void> {
  const { deps, scheduler } = await buildDeps(config, { servesWeb: role === "web" });
  const { logger } = deps;

  const listeners: WebServer[] = [];
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
    void Promise.allSettled([web?.close(DRAIN_MS), scheduler.stop(DRAIN_MS), ...listeners.map((l) => l.close(1000))])
      .then(() =>
        Promise.allSettled([
          deps.speech.close?.(),
          deps.mail.close?.(),
          deps.siteLookupCache?.close(),
          telemetry?.shutdown(),
        ]),
      )
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

  // Readiness and metrics answer from the start, so an orchestrator sees "not ready" until the queue runs.
  if (config.METRICS_PORT) {
    listeners.push(startOpsListener(deps, { port: config.METRICS_PORT, host: config.METRICS_HOST, metrics: "open" }));
  }
  if (role === "worker" && config.WORKER_HEALTH_PORT) {
    const metrics = config.METRICS_TOKEN ? { token: config.METRICS_TOKEN } : "off";
    listeners.push(startOpsListener(deps, { port: config.WORKER_HEALTH_PORT, host: config.HOST, metrics }));
  }

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
