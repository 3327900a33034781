import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../server/db/schema/index";
import { FetchFailedError } from "../server/fetch/fetch-errors";
import { safePost } from "../server/fetch/safe-post";
import { SKIPPED_REASON, WEBHOOK_PENDING_MAX, WEBHOOK_RESEND_LIMIT } from "../server/features/webhooks/delivery-limits";
import { deliverWebhook } from "../server/jobs/deliver-webhook";
import { createScheduler, type Scheduler } from "../server/jobs/scheduler";
import { createLogger } from "../server/logger";
import { signUpConfirmed } from "../test/accounts";
import { createApiKeyFor, keyClient } from "../test/api-kit";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { userIdOf } from "./support/seller-state";

/*
 * Issue 26, finding 2: webhook deliveries. A seller could resend without limit, pile up any number
 * of deliveries on a dead endpoint, and hold the shared delivery workers for 15 s per attempt.
 */

/** Accepts connections and never answers: the dead endpoint. */
async function startSilentListener() {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe(`webhook delivery fairness (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  // Enqueue only: nothing is delivered, so every delivery stays pending.
  let scheduler: Scheduler;
  let dead: Awaited<ReturnType<typeof startSilentListener>>;
  let limited: ReturnType<typeof createTestApp>;
  let open: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    dead = await startSilentListener();
    database = await createTestDatabase();
    scheduler = createScheduler(database, createLogger("silent"), { concurrency: 0, jobs: [deliverWebhook] });
    const deps = { mail, jobs: scheduler.queue };
    limited = createTestApp({ database, config: testConfig({ FETCH_ALLOW_HOSTS: dead.hostPort }), deps });
    open = createTestApp({
      database,
      config: testConfig({ FETCH_ALLOW_HOSTS: dead.hostPort, RATE_LIMIT_DISABLED: "true" }),
      deps,
    });
    await scheduler.start(limited.deps);
  });
  afterAll(async () => {
    await scheduler.stop(1000);
    await limited.deps.speech.close?.();
    await open.deps.speech.close?.();
    await dead.close();
    await database.drop();
  });

  async function sellerWithDelivery(app: ReturnType<typeof createTestApp>, email: string) {
    const seller = await signUpConfirmed(app.app, mail, email);
    const endpoint = (await (
      await seller.request("/api/webhooks", { json: { url: dead.url, events: ["batch.completed"] } })
    ).json()) as { id: string };
    const userId = await userIdOf(database.db, email);
    await app.deps.events.publish(userId, "batch.completed", { batch: { id: "b" } });
    const [delivery] = await database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    return { seller, endpoint, deliveryId: delivery!.id };
  }

  it("limits resends per seller, with the session and the key counted together", async () => {
    const { seller, endpoint, deliveryId } = await sellerWithDelivery(limited, "resend@example.com");
    const path = `/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`;
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_RESEND_LIMIT.max + 3; i += 1)
      statuses.push((await seller.request(`/api${path}`, { method: "POST" })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(WEBHOOK_RESEND_LIMIT.max);
    expect(statuses.slice(WEBHOOK_RESEND_LIMIT.max)).toEqual([429, 429, 429]);
    const api = keyClient(limited.app, (await createApiKeyFor(seller)).key);
    const viaKey = await api(`/api/v1${path}`, { method: "POST" });
    expect(viaKey.status).toBe(429);
    expect(((await viaKey.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // Each delivery job is in its endpoint's group: one at a time per endpoint across the deployment.
    const groups = await database.db.execute(
      sql`select distinct group_id from pgboss.job where name = 'deliver-webhook' and data->>'endpointId' = ${endpoint.id}`,
    );
    expect((groups as { rows: Array<{ group_id: string }> }).rows).toEqual([{ group_id: endpoint.id }]);
  });

  it("caps an endpoint's pending deliveries: resends are refused, new events logged as not sent", async () => {
    const { seller, endpoint, deliveryId } = await sellerWithDelivery(open, "pile@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < WEBHOOK_PENDING_MAX + 5; i += 1)
      statuses.push(
        (await seller.request(`/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`, { method: "POST" }))
          .status,
      );
    expect(statuses.filter((s) => s === 202)).toHaveLength(WEBHOOK_PENDING_MAX - 1);
    expect(statuses.at(-1)).toBe(409);
    await open.deps.events.publish(await userIdOf(database.db, "pile@example.com"), "batch.completed", {
      batch: { id: "b2" },
    });
    const rows = await database.db
      .select({ status: webhookDeliveries.status, lastError: webhookDeliveries.lastError })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(WEBHOOK_PENDING_MAX);
    expect(rows.filter((r) => r.status === "failed")).toEqual([{ status: "failed", lastError: SKIPPED_REASON }]);
  });

  it("gives a receiver that never answers at most 10 s", async () => {
    const started = Date.now();
    const failure = await safePost(
      dead.url,
      "{}",
      { "content-type": "application/json" },
      {
        allowHosts: [dead.hostPort],
      },
    ).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(FetchFailedError);
    expect((failure as FetchFailedError).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(11_000);
  });
});
