import { createServer as createHttpServer } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../server/db/schema/index";
import { attemptDelivery, type DeliveryOutcome } from "../server/features/webhooks/webhook-delivery";
import { SellerDeliverySlots, WEBHOOK_SELLER_IN_FLIGHT } from "../server/features/webhooks/seller-delivery-slots";
import { deliverWebhook } from "../server/jobs/deliver-webhook";
import { createScheduler, type Scheduler } from "../server/jobs/scheduler";
import { createLogger } from "../server/logger";
import { signUpConfirmed } from "../test/accounts";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { userIdOf } from "./support/seller-state";

/*
 * Issue 26, finding 2, between sellers: deliveries were grouped per endpoint only, so a seller with
 * 10 dead endpoints held 10 of a process's 16 delivery workers at once. Now a seller has at most
 * WEBHOOK_SELLER_IN_FLIGHT attempts under way per process; the rest are put back (their job
 * queues them again) and another seller's delivery goes at once. Failed before the fix (all 10 connected).
 * Every receiver listens on 127.0.0.1.
 */

/** Accepts connections and never answers: the dead endpoints. */
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
    url: (i: number) => `http://127.0.0.1:${port}/hook/${i}`,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function startAnsweringListener() {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`webhook delivery fairness between sellers (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let scheduler: Scheduler;
  let dead: Awaited<ReturnType<typeof startSilentListener>>;
  let alive: Awaited<ReturnType<typeof startAnsweringListener>>;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    dead = await startSilentListener();
    alive = await startAnsweringListener();
    database = await createTestDatabase();
    // Enqueue only: the test makes the attempts itself.
    scheduler = createScheduler(database, createLogger("silent"), { concurrency: 0, jobs: [deliverWebhook] });
    app = createTestApp({
      database,
      config: testConfig({ FETCH_ALLOW_HOSTS: `${dead.hostPort},${alive.hostPort}`, RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, jobs: scheduler.queue },
    });
    await scheduler.start(app.deps);
  });
  afterAll(async () => {
    await scheduler.stop(1000);
    await app.deps.speech.close?.();
    await dead.close();
    await alive.close();
    await database.drop();
  });

  /** A seller with endpoints at `urls`, and one event published to them all: the deliveries' ids. */
  async function sellerWithDeliveries(email: string, urls: string[]): Promise<string[]> {
    const seller = await signUpConfirmed(app.app, mail, email);
    const endpointIds: string[] = [];
    for (const url of urls) {
      const res = await seller.request("/api/webhooks", { json: { url, events: ["batch.completed"] } });
      expect(res.status, await res.clone().text()).toBe(201);
      endpointIds.push(((await res.json()) as { id: string }).id);
    }
    await app.deps.events.publish(await userIdOf(database.db, email), "batch.completed", { batch: { id: "b" } });
    const rows = await database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.endpointId, endpointIds));
    expect(rows).toHaveLength(urls.length);
    return rows.map((row) => row.id);
  }

  it("a seller with 10 dead endpoints holds at most its share of attempts; another seller's goes at once", async () => {
    const deadIds = await sellerWithDeliveries(
      "ten-dead@example.com",
      Array.from({ length: 10 }, (_, i) => dead.url(i)),
    );
    const [aliveId] = await sellerWithDeliveries("healthy@example.com", [alive.url]);
    const slots = new SellerDeliverySlots();
    const deps = {
      db: database.db,
      logger: createLogger("silent"),
      fetchOptions: { allowHosts: [dead.hostPort, alive.hostPort] },
    };

    const outcomes = deadIds.map((id) =>
      attemptDelivery(deps, id, false, slots).then(
        (outcome): DeliveryOutcome | "failed" => outcome,
        () => "failed" as const,
      ),
    );
    // The ones past the seller's share come back at once, without connecting.
    const settled: Array<DeliveryOutcome | "failed" | undefined> = deadIds.map(() => undefined);
    outcomes.forEach((p, i) => void p.then((outcome) => (settled[i] = outcome)));
    for (let i = 0; i < 400 && settled.filter((s) => s === "deferred").length < 10 - WEBHOOK_SELLER_IN_FLIGHT; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled.filter((s) => s === "deferred")).toHaveLength(10 - WEBHOOK_SELLER_IN_FLIGHT);

    // Seller B's delivery is attempted while A's attempts still hang, and arrives.
    expect(await attemptDelivery(deps, aliveId!, false, slots)).toBe("delivered");
    expect(settled.filter((s) => s === undefined)).toHaveLength(WEBHOOK_SELLER_IN_FLIGHT);
    expect(dead.connections()).toBeLessThanOrEqual(WEBHOOK_SELLER_IN_FLIGHT);

    // A's attempts end (the 10 s answer timeout) as failures to retry; its slots are free again.
    const final = await Promise.all(outcomes);
    expect(final.filter((o) => o === "failed")).toHaveLength(WEBHOOK_SELLER_IN_FLIGHT);
    const release = slots.tryAcquire("any-seller");
    expect(release).toBeDefined();
    release?.();
  }, 60_000);
});
