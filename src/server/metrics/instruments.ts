import { Counter, Gauge, Histogram, type Metric } from "prom-client";

/**
 * What this process measures, as Prometheus instruments. They are process-wide facts (one
 * process, one set of counters), registered in no registry of their own: each app's registry
 * (registry.ts) adds them, so a test that builds several apps reads the same counters.
 * Labels are bounded: route patterns, job names, engine names, fixed outcomes; never a raw URL
 * or an id.
 */
const registers: never[] = [];

export const httpRequestDuration = new Histogram({
  name: "shelftalk_http_request_duration_seconds",
  help: "HTTP requests by method, route pattern and status, in seconds.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

/** The same requests counted (the histogram's _count, as a counter simpler tools and parsers read). */
export const httpRequests = new Counter({
  name: "shelftalk_http_requests_total",
  help: "HTTP requests by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const jobRuns = new Counter({
  name: "shelftalk_job_runs_total",
  help: "Background job runs by queue and outcome (succeeded, failed).",
  labelNames: ["queue", "outcome"] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: "shelftalk_job_duration_seconds",
  help: "Background job run time by queue, in seconds.",
  labelNames: ["queue"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers,
});

export const speechSeconds = new Counter({
  name: "shelftalk_speech_seconds_total",
  help: "Seconds of speech made, by engine.",
  labelNames: ["engine"] as const,
  registers,
});

export const speechRequests = new Counter({
  name: "shelftalk_speech_requests_total",
  help: "Speech requests by engine and outcome (succeeded, unavailable, provider_error, refused, aborted, failed).",
  labelNames: ["engine", "outcome"] as const,
  registers,
});

export const creditChanges = new Counter({
  name: "shelftalk_credit_changes_total",
  help: "Credits moved through the ledger, by reason (generation = spent, refund = refunded); absolute amounts.",
  labelNames: ["reason"] as const,
  registers,
});

export const webhookDeliveries = new Counter({
  name: "shelftalk_webhook_delivery_attempts_total",
  help: "Webhook delivery attempts by outcome (delivered, failed, gave_up, skipped).",
  labelNames: ["outcome"] as const,
  registers,
});

export const sseStreamsOpen = new Gauge({
  name: "shelftalk_sse_streams_open",
  help: "Server-sent event streams open in this process, by stream.",
  labelNames: ["stream"] as const,
  registers,
});

export const ALL_INSTRUMENTS: readonly Metric[] = [
  httpRequestDuration,
  httpRequests,
  jobRuns,
  jobDuration,
  speechSeconds,
  speechRequests,
  creditChanges,
  webhookDeliveries,
  sseStreamsOpen,
];
