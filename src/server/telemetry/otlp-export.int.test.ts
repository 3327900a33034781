import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port";
import { createScratchPostgresDatabase, testDatabaseUrl } from "../../test/test-database";

/*
 * Decision 063, proven end to end: the real entry (main.ts) in a child process, so the SDK starts
 * before the app's modules load, exporting to a loopback OTLP/HTTP receiver (a plain node server
 * on 127.0.0.1 that keeps what POST /v1/traces brings; the http exporter sends OTLP JSON).
 * Nothing leaves loopback: the receiver, the server and the database all listen on 127.0.0.1.
 */

const MAIN = path.resolve("src/server/main.ts");

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = { name: string; kind: number; attributes?: Array<{ key: string; value: OtlpValue }> };
type OtlpExport = { resourceSpans?: Array<{ scopeSpans?: Array<{ scope?: { name?: string }; spans?: OtlpSpan[] }> }> };
type Received = { path: string; contentType: string; spans: Array<OtlpSpan & { scope: string }> };

/** The loopback collector: every POST is kept, its spans flattened with their instrumentation scope. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const contentType = req.headers["content-type"] ?? "";
      let spans: Received["spans"] = [];
      if (contentType.includes("json")) {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport;
        spans = (body.resourceSpans ?? []).flatMap((resource) =>
          (resource.scopeSpans ?? []).flatMap((scope) =>
            (scope.spans ?? []).map((span) => ({ ...span, scope: scope.scope?.name ?? "" })),
          ),
        );
      }
      received.push({ path: req.url ?? "", contentType, spans });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value;

/** Starts the server, asks it for a few routes, stops it with SIGTERM (which flushes the exporter). */
async function runServer(
  env: Record<string, string>,
  /** Waited for (up to 3 minutes) before the stop, e.g. a job's span, which is sent when the job ends. */
  until: () => boolean = () => true,
): Promise<{ requestIds: string[]; exitCode: number | null }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATABASE_URL: "",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "st-otel-")),
      // Spans leave in small, quick batches (the default waits 5 s); SIGTERM flushes the rest anyway.
      OTEL_BSP_SCHEDULE_DELAY: "200",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    // Start-up can be slow on a busy machine (tsx compiles the app first).
    let status = 0;
    for (let i = 0; i < 720 && status !== 200 && child.exitCode === null; i += 1) {
      status = await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    const requestIds: string[] = [];
    // Routes that read the database (categories, ready) and one that does not (health).
    for (const route of ["/api/categories", "/api/health", "/api/ready"]) {
      const res = await fetch(`${base}${route}`);
      await res.arrayBuffer();
      const id = res.headers.get("x-request-id");
      if (id) requestIds.push(id);
    }
    for (let i = 0; i < 720 && !until(); i += 1) await new Promise((r) => setTimeout(r, 250));
    child.kill("SIGTERM");
    return { requestIds, exitCode: await exited };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

describe("OpenTelemetry export (decision 063)", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const adminUrl = testDatabaseUrl();

  it(`sends HTTP server spans carrying the request id, and database and job spans (${adminUrl ? "PostgreSQL" : "PGlite"})`, async () => {
    receiver.received.length = 0;
    const scratch = adminUrl ? await createScratchPostgresDatabase(adminUrl, "shelftalk_otel") : undefined;
    try {
      const { requestIds, exitCode } = await runServer(
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          OTEL_SERVICE_NAME: "shelftalk-otel-test",
          ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        },
        () => receiver.received.some((r) => r.spans.some((span) => span.name.startsWith("job "))),
      );
      // (The exit code is not this test's subject: a start-up job still speaking at SIGTERM may end it non-zero.)
      expect(exitCode).not.toBeNull();
      expect(requestIds).toHaveLength(3);
      expect(receiver.received.length).toBeGreaterThan(0);
      // Only the OTLP signal paths are used; the SDK's default metric reader may also export (every 60 s).
      expect(receiver.received.filter((r) => !["/v1/traces", "/v1/metrics", "/v1/logs"].includes(r.path))).toEqual([]);
      expect(receiver.received.some((r) => r.path === "/v1/traces")).toBe(true);
      const spans = receiver.received.flatMap((r) => r.spans);

      // kind 2 = SERVER: one per request, each with the id the answer carried.
      const serverSpans = spans.filter((span) => span.kind === 2);
      for (const id of requestIds) {
        const span = serverSpans.find((s) => attribute(s, "shelftalk.request_id")?.stringValue === id);
        expect(span, `a server span with request id ${id}`).toBeDefined();
      }
      // The app's own job spans (a fresh database speaks the landing examples at start-up, as a job).
      expect(spans.some((span) => span.name.startsWith("job "))).toBe(true);
      // PostgreSQL queries (the pg driver is only used on PostgreSQL; PGlite runs in-process).
      if (scratch) expect(spans.some((span) => span.scope.includes("instrumentation-pg"))).toBe(true);
    } finally {
      await scratch?.drop();
    }
  }, 480_000);

  it("sends nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset, even with the SDK's own variables pointing at a collector", async () => {
    receiver.received.length = 0;
    const { requestIds, exitCode } = await runServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: "",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
      OTEL_TRACES_EXPORTER: "otlp",
    });
    expect(exitCode).toBe(0);
    expect(requestIds).toHaveLength(3);
    expect(receiver.received).toEqual([]);
  }, 480_000);
});
