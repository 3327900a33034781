import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { startWebhookReceiver } from "../../../test/webhook-receiver";
import { users } from "../../db/schema/index";
import { deliverWebhook } from "../../jobs/deliver-webhook";
import { createLogger } from "../../logger";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { applyCreditChange } from "../credits/credit-ledger";
import { verifySignatureHeader } from "./webhook-signature";

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Json = Record<string, unknown>;

describe(`webhooks (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  // The first receiver verifies; the second fails twice, then takes the event.
  let good: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let flaky: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    good = await startWebhookReceiver();
    flaky = await startWebhookReceiver((n) => (n < 2 ? 500 : 200));
    database = await createTestDatabase();
    // The same job with seconds instead of minutes between retries (the schedule is the job's).
    const quickRetries = {
      ...deliverWebhook,
      retry: { ...deliverWebhook.retry!, delaySeconds: 1, maxDelaySeconds: 2 },
    };
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 2,
      jobs: [quickRetries],
      pollingIntervalSeconds: 0.5,
    });
    const config = testConfig({ RATE_LIMIT_DISABLED: "true", FETCH_ALLOW_HOSTS: `${good.hostPort},${flaky.hostPort}` });
    ({ app, deps } = createTestApp({ database, config, deps: { mail, jobs: scheduler.queue } }));
    await scheduler.start(deps);
  });
  afterAll(async () => {
    await scheduler.stop(1000);
    await deps.speech.close?.();
    await good.close();
    await flaky.close();
    await database.drop();
  });

  it("signs audio.completed so the receiver can verify it, and retries a failing endpoint until its third try", async () => {
    const seller = await signUpConfirmed(app, mail, "hooks@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    // Registered with the key (server to server) and with the session (the Developers page).
    const viaKey = await api("/api/webhooks", { json: { url: good.url, events: ["audio.completed", "audio.failed"] } });
    expect(viaKey.status, await viaKey.clone().text()).toBe(201);
    const endpoint = (await viaKey.json()) as { id: string; secret: string };
    expect(endpoint.secret).toMatch(/^whsec_/);
    const viaSession = await seller.request("/api/webhooks", { json: { url: flaky.url, events: ["audio.completed"] } });
    expect(viaSession.status).toBe(201);
    const flakyEndpoint = (await viaSession.json()) as { id: string; secret: string };

    const scriptRes = await api("/api/v1/scripts", {
      json: { specifications: "A linen apron with two pockets.", language: "en" },
    });
    const { draftId, script } = (await scriptRes.json()) as { draftId: string; script: string };
    const made = await api("/api/v1/audios", {
      json: { draftId, text: script, voice: "nova" },
      headers: { "idempotency-key": "hook-1" },
    });
    expect(made.status).toBe(200);
    const audioId = ((await made.json()) as { audio: { id: string } }).audio.id;

    await until(() => good.received.length === 1);
    const hook = good.received[0]!;
    const header = String(hook.headers["shelftalk-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignatureHeader(endpoint.secret, hook.body, header)).toBe(true);
    expect(verifySignatureHeader(flakyEndpoint.secret, hook.body, header)).toBe(false);
    expect(verifySignatureHeader(endpoint.secret, `${hook.body} `, header)).toBe(false);
    const event = JSON.parse(hook.body) as {
      id: string;
      type: string;
      created: number;
      data: { audio: { id: string } };
    };
    expect(event).toMatchObject({ type: "audio.completed", data: { audio: { id: audioId } } });
    expect(event.id).toMatch(/^evt_/);
    expect(Math.abs(event.created - Date.now() / 1000)).toBeLessThan(60);

    await until(() => flaky.received.length === 3);
    expect(new Set(flaky.received.map((r) => (JSON.parse(r.body) as { id: string }).id))).toEqual(new Set([event.id]));
    const log = await seller.request(`/api/webhooks/${flakyEndpoint.id}/deliveries`);
    await until(async () => {
      const deliveries = (
        (await (await seller.request(`/api/webhooks/${flakyEndpoint.id}/deliveries`)).json()) as {
          deliveries: Json[];
        }
      ).deliveries;
      return deliveries[0]?.status === "succeeded";
    });
    expect(log.status).toBe(200);
    const deliveries = (
      (await (await seller.request(`/api/webhooks/${flakyEndpoint.id}/deliveries`)).json()) as {
        deliveries: Array<{ id: string; attempts: number; status: string; last_status_code: number }>;
      }
    ).deliveries;
    expect(deliveries[0]).toMatchObject({ attempts: 3, status: "succeeded", last_status_code: 200 });

    // Resend from the log: the same event again; then a rotated secret signs what follows.
    const resent = await seller.request(`/api/webhooks/${endpoint.id}/deliveries`);
    const first = ((await resent.json()) as { deliveries: Array<{ id: string }> }).deliveries[0]!;
    const rotated = (await (
      await seller.request(`/api/webhooks/${endpoint.id}/rotate-secret`, { method: "POST" })
    ).json()) as { secret: string };
    expect(rotated.secret).not.toBe(endpoint.secret);
    const again = await seller.request(`/api/webhooks/${endpoint.id}/deliveries/${first.id}/resend`, {
      method: "POST",
    });
    expect(again.status).toBe(202);
    await until(() => good.received.length === 2);
    const second = good.received[1]!;
    expect((JSON.parse(second.body) as { id: string }).id).toBe(event.id);
    expect(verifySignatureHeader(rotated.secret, second.body, String(second.headers["shelftalk-signature"]))).toBe(
      true,
    );
  });

  it("emits audio.failed when a generation fails and its credit is refunded", async () => {
    const email = "hooks-fail@example.com";
    const seller = await signUpConfirmed(app, mail, email);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId: user!.id, delta: 1, reason: "purchase", reference: "test:hooks-fail" }),
    );
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    await api("/api/webhooks", { json: { url: good.url, events: ["audio.failed"] } });
    const before = good.received.length;
    const scriptRes = await api("/api/v1/scripts", {
      json: { specifications: "A bamboo cutting board.", language: "en" },
    });
    const { draftId } = (await scriptRes.json()) as { draftId: string };
    // A voice from another language is refused before any credit moves: no event. A speech failure is.
    const failing = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: {
        mail,
        events: deps.events,
        speech: { name: "broken", synthesize: () => Promise.reject(new Error("engine down")) },
      },
    });
    const res = await keyClient(failing.app, (await createApiKeyFor(seller, "second")).key)("/api/v1/audios", {
      json: { draftId, text: "Hello there.", voice: "nova" },
      headers: { "idempotency-key": "fail-1" },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await until(() => good.received.length > before);
    const event = JSON.parse(good.received.at(-1)!.body) as { type: string; data: { refunded: boolean } };
    expect(event).toMatchObject({ type: "audio.failed", data: { refunded: true } });
    expect(await (await api("/api/v1/credits")).json()).toEqual({ credits: 2 });
  });

  it("refuses endpoints on private addresses, and another seller's endpoint is 404", async () => {
    const seller = await signUpConfirmed(app, mail, "hooks-ssrf@example.com");
    for (const url of [
      "http://10.0.0.7/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://localhost:8080/hook",
      "http://127.0.0.1:9/hook",
      "http://[::1]/hook",
      "ftp://example.com/hook",
    ]) {
      const res = await seller.request("/api/webhooks", { json: { url, events: ["audio.completed"] } });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe("invalid_webhook_url");
    }
    const mine = (await (
      await seller.request("/api/webhooks", { json: { url: good.url, events: ["batch.completed"] } })
    ).json()) as { id: string };
    const other = await signUpConfirmed(app, mail, "hooks-other@example.com");
    expect((await other.request(`/api/webhooks/${mine.id}/deliveries`)).status).toBe(404);
    expect((await other.request(`/api/webhooks/${mine.id}/rotate-secret`, { method: "POST" })).status).toBe(404);
    expect((await other.request(`/api/webhooks/${mine.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await seller.request(`/api/webhooks/${mine.id}`, { method: "DELETE" })).status).toBe(200);
  });

  it("publishes any event type through deps.events, batch.completed included", async () => {
    const email = "hooks-batch@example.com";
    const seller = await signUpConfirmed(app, mail, email);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await seller.request("/api/webhooks", { json: { url: good.url, events: ["batch.completed"] } });
    const before = good.received.length;
    await deps.events.publish(user!.id, "batch.completed", { batch: { id: "b1", items: 3, succeeded: 3 } });
    await until(() => good.received.length > before);
    expect(JSON.parse(good.received.at(-1)!.body)).toMatchObject({
      type: "batch.completed",
      data: { batch: { id: "b1" } },
    });
  });
});
