import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { startWebhookReceiver } from "../../../test/webhook-receiver";
import { audioCompletedData } from "../../features/webhooks/audio-event-data";
import { deliverWebhook } from "../../jobs/deliver-webhook";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type V1ErrorBody = { error: { code: string; message: string; request_id: string } };
const APP_URL = "http://localhost:3000";

describe(`/api/v1/webhooks (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    database = await createTestDatabase();
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 2,
      jobs: [deliverWebhook],
      pollingIntervalSeconds: 0.5,
    });
    const config = testConfig({ RATE_LIMIT_DISABLED: "true", FETCH_ALLOW_HOSTS: receiver.hostPort });
    ({ app, deps } = createTestApp({ database, config, deps: { mail, jobs: scheduler.queue } }));
    await scheduler.start(deps);
  });
  afterAll(async () => {
    await scheduler.stop(1000);
    await deps.speech.close?.();
    await receiver.close();
    await database.drop();
  });

  it("serves the Developers page's endpoints to keys, answering what the cookie alias answers", async () => {
    const seller = await signUpConfirmed(app, mail, "v1-hooks@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const created = await api("/api/v1/webhooks", { json: { url: receiver.url, events: ["batch.completed"] } });
    expect(created.status, await created.clone().text()).toBe(201);
    const endpoint = (await created.json()) as { id: string; secret: string; url: string };
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(created.headers.get("cache-control")).toBe("no-store");

    const viaKey = (await (await api("/api/v1/webhooks")).json()) as unknown;
    const viaCookie = (await (await seller.request("/api/webhooks")).json()) as unknown;
    expect(viaKey).toEqual(viaCookie);
    expect(viaKey).toEqual({
      endpoints: [
        { id: endpoint.id, url: receiver.url, events: ["batch.completed"], created_at: expect.any(String) as unknown },
      ],
    });
    const logKey = (await (await api(`/api/v1/webhooks/${endpoint.id}/deliveries`)).json()) as unknown;
    const logCookie = (await (await seller.request(`/api/webhooks/${endpoint.id}/deliveries`)).json()) as unknown;
    expect(logKey).toEqual(logCookie);

    const rotated = await api(`/api/v1/webhooks/${endpoint.id}/rotate-secret`, { method: "POST" });
    expect(rotated.status).toBe(200);
    expect(((await rotated.json()) as { secret: string }).secret).not.toBe(endpoint.secret);
    const deleted = await api(`/api/v1/webhooks/${endpoint.id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ success: true });
    expect(await (await seller.request("/api/webhooks")).json()).toEqual({ endpoints: [] });
  });

  it("answers failures in the v1 shape, and takes keys only", async () => {
    const seller = await signUpConfirmed(app, mail, "v1-hooks-errors@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const refused = await api("/api/v1/webhooks", {
      json: { url: "http://10.0.0.7/hook", events: ["audio.completed"] },
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as V1ErrorBody;
    expect(body.error.code).toBe("invalid_webhook_url");
    expect(body.error.request_id).not.toBe("");
    const missing = await api("/api/v1/webhooks/00000000-0000-4000-8000-000000000000/deliveries");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as V1ErrorBody).error.code).toBe("not_found");
    const noEvents = await api("/api/v1/webhooks", { json: { url: receiver.url, events: [] } });
    expect(noEvents.status).toBe(400);
    expect(((await noEvents.json()) as V1ErrorBody).error.code).toBe("invalid_input");
    // The session cookie alone is not a key here (decision 059); the alias takes it.
    const withCookie = await seller.request("/api/v1/webhooks");
    expect(withCookie.status).toBe(401);
    expect(((await withCookie.json()) as V1ErrorBody).error.code).toBe("unauthorized");
  });

  it("sends audio.completed with a download URL the key opens, and publication links once published", async () => {
    const seller = await signUpConfirmed(app, mail, "v1-hooks-audio@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    await api("/api/v1/webhooks", { json: { url: receiver.url, events: ["audio.completed"] } });
    const before = receiver.received.length;
    const { draftId, script } = (await (
      await api("/api/v1/scripts", { json: { specifications: "A wool throw, 130 by 170 cm.", language: "en" } })
    ).json()) as { draftId: string; script: string };
    const made = await api("/api/v1/audios", {
      json: { draftId, text: script, voice: "nova" },
      headers: { "idempotency-key": "v1-hooks-audio-1" },
    });
    expect(made.status).toBe(200);
    const audio = ((await made.json()) as { audio: AudioView }).audio;
    await until(() => receiver.received.length > before);
    const event = JSON.parse(receiver.received.at(-1)!.body) as {
      type: string;
      data: { audio: Record<string, unknown> };
    };
    expect(event.type).toBe("audio.completed");
    expect(event.data.audio).toMatchObject({
      id: audio.id,
      ai_generated: true,
      published: false,
      share_url: null,
      embed_url: null,
      download_url: `${APP_URL}/api/v1/audios/${audio.id}/file?download=1`,
    });
    const file = await api(new URL(String(event.data.audio.download_url)).pathname + "?download=1");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    expect(file.headers.get("content-disposition")).toContain("attachment");

    const published = (await (await api(`/api/v1/audios/${audio.id}/publish`, { method: "POST" })).json()) as {
      share_url: string;
      embed_url: string;
      embed_html: string;
    };
    const data = await audioCompletedData(audio, draftId)({ db: database.db, appUrl: APP_URL });
    expect(data.audio).toMatchObject({
      published: true,
      share_url: published.share_url,
      embed_url: published.embed_url,
      embed_html: published.embed_html,
    });
  });
});
