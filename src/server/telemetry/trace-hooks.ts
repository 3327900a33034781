/**
 * The seam between the app and OpenTelemetry. With OTEL_EXPORTER_OTLP_ENDPOINT unset nothing
 * installs hooks, so a job runs as a plain call and nothing of OpenTelemetry is ever imported
 * (start-telemetry.ts is loaded by a dynamic import only when the endpoint is set).
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export type TraceHooks = {
  /** Runs `work` inside a new active span named `name`; the span records a thrown error. */
  inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** Adds attributes to the span active now (the HTTP server span of a request). */
  annotateActiveSpan(attributes: SpanAttributes): void;
};

/**
 * Kept on globalThis under a registered symbol: the built server is several bundles (main.js,
 * run-process.js, telemetry/start-telemetry.js), each with its own copy of this module.
 */
const KEY = Symbol.for("shelftalk.trace-hooks");
type HookHolder = { [KEY]?: TraceHooks };
const holder = globalThis as HookHolder;

export function installTraceHooks(installed: TraceHooks | undefined): void {
  holder[KEY] = installed;
}

export function inSpan<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  const hooks = holder[KEY];
  return hooks ? hooks.inSpan(name, attributes, work) : work();
}

export function annotateActiveSpan(attributes: SpanAttributes): void {
  holder[KEY]?.annotateActiveSpan(attributes);
}
