import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpConfirmed } from "../../test/accounts";
import { createMemoryMail } from "../../test/memory-mail";
import { scrape } from "../../test/prometheus-scrape";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../test/test-database";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { createScheduler, type Scheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";

const TOKEN = "metrics-token-for-tests-0123456789";

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`GET /metrics (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: AppDeps;
  const mail = createMemoryMail();
  let failNext = false;
  const probe = defineJob({
    name: "test-metrics-probe",
    data: z.object({ n: z.number() }),
    mode: "parallel",
    timeoutSeconds: 30,
    run: () => (failNext ? Promise.reject(new Error("told to fail")) : Promise.resolve()),
  });
  const read = (token = TOKEN) => scrape((path, init) => app.request(path, init), token);

  beforeAll(async () => {
    database = await createTestDatabase();
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 1,
      jobs: [probe],
      pollingIntervalSeconds: 0.5,
    });
    const config = testConfig({ METRICS_TOKEN: TOKEN, RATE_LIMIT_DISABLED: "true" });
    ({ app, deps } = createTestApp({ database, config, deps: { mail, jobs: scheduler.queue } }));
    await scheduler.start(deps);
  });
  afterAll(async () => {
    await scheduler.stop(2000);
    await deps.speech.close?.();
    await database.drop();
  });

  it("answers only with the token, in a format a Prometheus parser reads", async () => {
    expect((await app.request("/metrics")).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: "Bearer wrong-token" } })).status).toBe(401);
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const names = (await read()).families.map((family) => family.name);
    for (const name of [
      "shelftalk_http_request_duration_seconds",
      "shelftalk_job_queue_waiting",
      "shelftalk_job_queue_oldest_waiting_seconds",
      "shelftalk_process_cpu_user_seconds_total",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("counts a request under its route pattern and status, never its raw URL", async () => {
    const before = await read();
    const labels = { method: "GET", route: "/api/health", status: "200" };
    await app.request("/api/health");
    await app.request("/api/health?x=1");
    const after = await read();
    expect(after.value("shelftalk_http_requests_total", labels)).toBe(
      before.value("shelftalk_http_requests_total", labels) + 2,
    );
    // The parser reads the histogram's buckets (it drops a labelled histogram's labels).
    const histogram = after.families.find((family) => family.name === "shelftalk_http_request_duration_seconds");
    expect(histogram?.type).toBe("HISTOGRAM");
    expect(Number(histogram?.metrics[0]?.buckets?.["+Inf"])).toBeGreaterThan(0);
    await app.request("/api/audios/00000000-0000-4000-8000-000000000000/file");
    const routes = (await read()).families
      .find((family) => family.name === "shelftalk_http_requests_total")
      ?.metrics.map((sample) => sample.labels?.route);
    expect(routes).not.toContain("/api/audios/00000000-0000-4000-8000-000000000000/file");
  });

  it("counts job runs and failures by queue, and shows the backlog and its age", async () => {
    const queue = probe.name;
    const before = await read();
    await deps.jobs.send(probe, { n: 1 });
    await until(async () => (await read()).value("shelftalk_job_runs_total", { queue, outcome: "succeeded" }) > 0);
    failNext = true;
    await deps.jobs.send(probe, { n: 2 });
    await until(async () => (await read()).value("shelftalk_job_runs_total", { queue, outcome: "failed" }) > 0);
    failNext = false;
    const after = await read();
    expect(after.value("shelftalk_job_runs_total", { queue, outcome: "succeeded" })).toBe(
      before.value("shelftalk_job_runs_total", { queue, outcome: "succeeded" }) + 1,
    );
    // A job due in an hour waits as "deferred"; the queue's ready backlog stays empty.
    await deps.jobs.send(probe, { n: 3 }, { startAfter: 3600 });
    const backlog = await read();
    expect(backlog.value("shelftalk_job_queue_deferred", { queue })).toBe(1);
    expect(backlog.value("shelftalk_job_queue_oldest_waiting_seconds", { queue })).toBe(0);
  });

  it("counts an audio: speech seconds by engine, the credit spent, the sign-up credit", async () => {
    const before = await read();
    const client = await signUpConfirmed(app, mail, "metrics@example.com");
    const script = await client.request("/api/scripts", {
      json: { specifications: "Handmade ceramic mug, 350 ml, glazed in ocean blue.", language: "en" },
    });
    const { script: text, draftId } = (await script.json()) as { script: string; draftId: string };
    const res = await client.request("/api/audios", {
      json: { draftId, text, voice: "nova", idempotencyKey: `metrics-${Date.now()}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await read();
    const engine = { engine: "embedded" };
    expect(after.value("shelftalk_speech_seconds_total", engine)).toBeGreaterThan(
      before.value("shelftalk_speech_seconds_total", engine) + 1,
    );
    expect(after.value("shelftalk_speech_requests_total", { ...engine, outcome: "succeeded" })).toBe(
      before.value("shelftalk_speech_requests_total", { ...engine, outcome: "succeeded" }) + 1,
    );
    expect(after.value("shelftalk_credit_changes_total", { reason: "generation" })).toBe(
      before.value("shelftalk_credit_changes_total", { reason: "generation" }) + 1,
    );
    expect(after.value("shelftalk_credit_changes_total", { reason: "signup_bonus" })).toBe(
      before.value("shelftalk_credit_changes_total", { reason: "signup_bonus" }) + 1,
    );
  });

  it("is a 404 on the public port without METRICS_TOKEN", async () => {
    const { app: plain } = createTestApp({ database });
    expect((await plain.request("/metrics")).status).toBe(404);
  });
});
