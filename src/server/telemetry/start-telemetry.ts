import { register } from "node:module";
import { context, SpanStatusCode, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { installTraceHooks } from "./trace-hooks";

export type TelemetryOptions = {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to {endpoint}/v1/traces. */
  endpoint: string;
  serviceName: string;
};

/**
 * OpenTelemetry traces over OTLP/HTTP (decision 063). Loaded by a dynamic import from main.ts, and
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the app's own modules load: the module hook
 * registered here then sees `pg` and `http` as they are imported, and undici reports through its
 * diagnostics channels. Jobs get spans of their own through trace-hooks.ts.
 */
export function startTelemetry(options: TelemetryOptions): { shutdown(): Promise<void> } {
  // ESM imports are patched through import-in-the-middle's loader hook (the SDK's documented way).
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    resourceDetectors: [],
    traceExporter: new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, "")}/v1/traces` }),
    instrumentations: [
      // Not the collector's own traffic: an exporter traced by itself never settles.
      new HttpInstrumentation({ ignoreOutgoingRequestHook: (request) => isCollector(request, options.endpoint) }),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer("shelftalk");
  installTraceHooks({
    inSpan: (name, attributes, work) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (err) {
          span.recordException(err instanceof Error ? err : String(err));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      }),
    annotateActiveSpan: (attributes) => trace.getSpan(context.active())?.setAttributes(attributes),
  });
  return {
    shutdown: async () => {
      installTraceHooks(undefined);
      await sdk.shutdown();
    },
  };
}

function isCollector(request: { host?: string | null; hostname?: string | null; port?: unknown }, endpoint: string) {
  const collector = new URL(endpoint);
  const host = request.hostname ?? request.host?.split(":")[0];
  const port = typeof request.port === "number" || typeof request.port === "string" ? String(request.port) : "";
  return host === collector.hostname && port === collector.port;
}
