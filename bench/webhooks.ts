/**
 * Webhook delivery fairness (issue 26, finding 2): seller A's endpoint accepts connections and
 * never answers; A asks for 100 resends (as fast as the API lets them). Seller B's endpoint
 * answers at once. B's time to receive a burst of events alone, then while A's dead deliveries
 * are queued and running; then while seller C's 10 dead endpoints have deliveries (the per-seller
 * cap, decision 081). Target: B with A (and with C) ≤ 2× B alone. Everything on loopback, one process
 * with the production job settings (JOB_CONCURRENCY default, pg-boss polling default, rate limits on).
 *
 *   npm run bench:webhooks        (or: npx tsx bench/webhooks.ts [B events] [A resends] [rounds])
 *
 * PGlite by default; TEST_DATABASE_URL (or BENCH_DATABASE_URL) runs it on PostgreSQL.
 */
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { recordSummary } from "./support/summary";

const B_EVENTS = Number(process.argv[2] ?? 20);
const A_RESENDS = Number(process.argv[3] ?? 100);
const ROUNDS = Number(process.argv[4] ?? 3);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const { createTestDatabase, testDatabaseKind } = await import("../src/test/test-database");
const { createTestApp, testConfig } = await import("../src/test/test-app");
const { createMemoryMail } = await import("../src/test/memory-mail");
const { signUpConfirmed } = await import("../src/test/accounts");
const { startWebhookReceiver } = await import("../src/test/webhook-receiver");
const { userIdOf } = await import("../src/robustness/support/seller-state");
const { createScheduler } = await import("../src/server/jobs/scheduler");
const { deliverWebhook } = await import("../src/server/jobs/deliver-webhook");
const { createLogger } = await import("../src/server/logger");
const { webhookDeliveries } = await import("../src/server/db/schema/index");
const { eq } = await import("drizzle-orm");

/** Accepts and never answers. */
async function startDeadEndpoint() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hook`,
    accepted: () => sockets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const receiver = await startWebhookReceiver();
const dead = await startDeadEndpoint();
const database = await createTestDatabase();
const config = testConfig({ FETCH_ALLOW_HOSTS: `${receiver.hostPort},${dead.hostPort}` });
const scheduler = createScheduler(database, createLogger("silent"), {
  concurrency: config.JOB_CONCURRENCY,
  jobs: [deliverWebhook],
});
const mail = createMemoryMail();
const { app, deps } = createTestApp({ database, config, deps: { mail, jobs: scheduler.queue } });
await scheduler.start(deps);

const sellerB = await signUpConfirmed(app, mail, "seller-b@example.com");
const userB = await userIdOf(database.db, "seller-b@example.com");
await sellerB.request("/api/webhooks", { json: { url: receiver.url, events: ["batch.completed"] } });

/** Seconds from publishing B_EVENTS events for B until B's endpoint has them all. */
async function burstOfB(label: string): Promise<number> {
  const target = receiver.received.length + B_EVENTS;
  const started = performance.now();
  for (let i = 0; i < B_EVENTS; i += 1)
    await deps.events.publish(userB, "batch.completed", { batch: { id: `${label}-${i}` } });
  while (receiver.received.length < target) {
    if (performance.now() - started > 600_000) throw new Error(`B's ${label} burst did not arrive in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (performance.now() - started) / 1000;
}

const alone: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) alone.push(await burstOfB(`alone-${round}`));

// Seller A: one event to the dead endpoint, then the resends, as fast as they are answered.
const sellerA = await signUpConfirmed(app, mail, "seller-a@example.com");
const endpointA = (await (
  await sellerA.request("/api/webhooks", { json: { url: dead.url, events: ["batch.completed"] } })
).json()) as { id: string };
await deps.events.publish(await userIdOf(database.db, "seller-a@example.com"), "batch.completed", {
  batch: { id: "a" },
});
const [firstA] = await database.db
  .select({ id: webhookDeliveries.id })
  .from(webhookDeliveries)
  .where(eq(webhookDeliveries.endpointId, endpointA.id));
const answers = new Map<number, number>();
const resendStarted = performance.now();
for (let i = 0; i < A_RESENDS; i += 1) {
  const res = await sellerA.request(`/api/webhooks/${endpointA.id}/deliveries/${firstA!.id}/resend`, {
    method: "POST",
  });
  answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
}
const resendSeconds = (performance.now() - resendStarted) / 1000;
// Let A's deliveries reach the workers before B's bursts start.
await new Promise((resolve) => setTimeout(resolve, 3000));

const withA: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) withA.push(await burstOfB(`with-a-${round}`));
const ratio = median(withA) / median(alone);

// Seller C (issue 26, between sellers): 10 dead endpoints, each with deliveries waiting; without a
// per-seller cap they would hold 10 of the 16 delivery workers at once.
const DEAD_ENDPOINTS = 10;
const sellerC = await signUpConfirmed(app, mail, "seller-c@example.com");
for (let i = 0; i < DEAD_ENDPOINTS; i += 1)
  await sellerC.request("/api/webhooks", { json: { url: `${dead.url}/${i}`, events: ["batch.completed"] } });
const userC = await userIdOf(database.db, "seller-c@example.com");
for (let i = 0; i < 3; i += 1) await deps.events.publish(userC, "batch.completed", { batch: { id: `c-${i}` } });
await new Promise((resolve) => setTimeout(resolve, 3000));
const withC: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) withC.push(await burstOfB(`with-c-${round}`));
const ratioC = median(withC) / median(alone);

const pendingA = (
  await database.db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointA.id))
).filter((row) => row.status === "pending").length;

console.log(
  `\nWebhook fairness on ${testDatabaseKind()} (JOB_CONCURRENCY=${config.JOB_CONCURRENCY}, ${B_EVENTS} events per burst of B, ${ROUNDS} rounds)`,
);
console.log(
  `  A's ${A_RESENDS} resends in ${resendSeconds.toFixed(2)} s: ${[...answers].map(([s, n]) => `${n}× ${s}`).join(", ")}`,
);
console.log(`  A's endpoint: ${pendingA} deliveries pending, ${dead.accepted()} connections held open so far`);
console.log(`  B alone:   ${alone.map((s) => s.toFixed(2)).join(" / ")} s (median ${median(alone).toFixed(2)} s)`);
console.log(`  B with A:  ${withA.map((s) => s.toFixed(2)).join(" / ")} s (median ${median(withA).toFixed(2)} s)`);
console.log(`  ratio ${ratio.toFixed(2)} (target ≤ 2)${ratio <= 2 ? "" : "  ← over target"}`);
console.log(
  `  B with C's ${DEAD_ENDPOINTS} dead endpoints: ${withC.map((s) => s.toFixed(2)).join(" / ")} s (median ${median(withC).toFixed(2)} s), ratio ${ratioC.toFixed(2)} (target ≤ 2)${ratioC <= 2 ? "" : "  ← over target"}`,
);
recordSummary("webhooks", [
  { metric: "B's burst alone (s, median)", value: median(alone).toFixed(2) },
  { metric: "B's burst with A's dead endpoint (s, median)", value: median(withA).toFixed(2) },
  { metric: "ratio", value: ratio.toFixed(2), target: "≤ 2", ok: ratio <= 2 },
  { metric: "B's burst with C's 10 dead endpoints (s, median)", value: median(withC).toFixed(2) },
  { metric: "ratio with C's 10 dead endpoints", value: ratioC.toFixed(2), target: "≤ 2", ok: ratioC <= 2 },
]);

await scheduler.stop(1000);
await deps.speech.close?.();
await receiver.close();
await dead.close();
await database.drop();
process.exit(0);
