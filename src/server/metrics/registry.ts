import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { QueueStat } from "../jobs/queue-stats";
import { ALL_INSTRUMENTS } from "./instruments";

export type MetricsRegistry = Registry;

/** Node's own figures (CPU, memory, event-loop lag, GC), collected once per process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: "shelftalk_" });
  }
  return processRegistry;
}

/**
 * The registry /metrics answers from: this process's instruments (instruments.ts), Node's
 * defaults, and the job queues' backlog read from the database at scrape time. A backlog that
 * cannot be read (database down) leaves the queue gauges empty rather than failing the scrape.
 */
export function createMetricsRegistry(options: { readQueueStats: () => Promise<QueueStat[]> }): MetricsRegistry {
  const registry = new Registry();
  for (const instrument of ALL_INSTRUMENTS) registry.registerMetric(instrument);
  let reading: Promise<QueueStat[]> | undefined;
  // One read per scrape: prom-client collects the four gauges together, in the same tick.
  const stats = () => {
    reading ??= options
      .readQueueStats()
      .catch(() => [])
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const queueGauge = (name: string, help: string, pick: (stat: QueueStat) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers: [registry],
      // Called by prom-client as it serialises the gauge.
      async collect() {
        this.reset();
        for (const stat of await stats()) this.set({ queue: stat.queue }, pick(stat));
      },
    });
  queueGauge("shelftalk_job_queue_waiting", "Jobs ready to run, by queue.", (s) => s.waiting);
  queueGauge(
    "shelftalk_job_queue_deferred",
    "Jobs waiting for a later start (retry back-off, delayed send), by queue.",
    (s) => s.deferred,
  );
  queueGauge("shelftalk_job_queue_active", "Jobs running, by queue (across every process).", (s) => s.active);
  queueGauge(
    "shelftalk_job_queue_oldest_waiting_seconds",
    "How long the oldest ready job has waited since it could start, by queue, in seconds.",
    (s) => s.oldestWaitingSeconds,
  );
  return Registry.merge([registry, processMetrics()]);
}
