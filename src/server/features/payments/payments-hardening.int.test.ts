import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import {
  serveOnLoopback,
  startLoopbackTestApp,
  type LoopbackApp,
  type LoopbackTestApp,
} from "../../../test/loopback-app";
import { createMemoryMail } from "../../../test/memory-mail";
import { startServerProcess, type ServerProcess } from "../../../test/server-process";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";

type Body = { error?: string; code?: string; url?: string; available?: boolean; mode?: string; credits?: number };
const body = async (res: Response) => (await res.json()) as Body;

describe("who takes payments, by environment (over loopback HTTP)", () => {
  let database: TestDatabase;
  const servers: LoopbackApp[] = [];
  const mail = createMemoryMail();
  let accounts = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
  });

  async function sellerOn(env: Record<string, string>): Promise<TestClient> {
    const config = testConfig({ RATE_LIMIT_DISABLED: "true", ...env });
    const server = await serveOnLoopback(createTestApp({ database, config, deps: { mail } }).app);
    servers.push(server);
    return signUpConfirmed(server.app, mail, `payer-${(accounts += 1)}@example.com`);
  }

  it("production without Stripe or PAYMENTS_TEST_MODE: checkout is 503 'Payments are not configured', no credits", async () => {
    const seller = await sellerOn({ NODE_ENV: "production" });
    const res = await seller.request("/api/payments/checkout", { json: { packId: "max" } });
    expect(res.status).toBe(503);
    expect(await body(res)).toMatchObject({ code: "payments_not_configured" });
    expect((await body(await seller.request("/api/payments/checkout", { json: { packId: "max" } }))).error).toMatch(
      /^Payments are not configured/,
    );
    expect(await body(await seller.request("/api/payments/status"))).toEqual({ available: false, mode: "off" });
    expect(await body(await seller.request("/api/credits"))).toEqual({ credits: 1 });
  });

  it("production with PAYMENTS_TEST_MODE=true: the built-in test checkout, said to be on", async () => {
    const seller = await sellerOn({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" });
    const res = await seller.request("/api/payments/checkout", { json: { packId: "lite" } });
    expect(res.status).toBe(200);
    expect((await body(res)).url).toContain("/checkout?session=test_cs_");
    expect(await body(await seller.request("/api/payments/status"))).toEqual({ available: true, mode: "test" });
  });

  it("development keeps the test checkout without any flag", async () => {
    const seller = await sellerOn({ NODE_ENV: "development" });
    expect((await seller.request("/api/payments/checkout", { json: { packId: "lite" } })).status).toBe(200);
    expect(await body(await seller.request("/api/payments/status"))).toEqual({ available: true, mode: "test" });
  });
});

describe("starting checkouts is rate-limited per seller", () => {
  let server: LoopbackTestApp;
  const mail = createMemoryMail();

  beforeAll(async () => {
    server = await startLoopbackTestApp({ config: testConfig(), deps: { mail } });
  });
  afterAll(() => server.stop());

  it("100 parallel checkouts: 10 are created, 90 answer 429 with Retry-After; another seller is not affected", async () => {
    const seller = await signUpConfirmed(server.app, mail, "clicker@example.com");
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => seller.request("/api/payments/checkout", { json: { packId: "lite" } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await body(refused)).toMatchObject({ code: "rate_limited" });

    const other = await signUpConfirmed(server.app, mail, "other-clicker@example.com");
    expect((await other.request("/api/payments/checkout", { json: { packId: "lite" } })).status).toBe(200);
  });
});

describe("start-up says how payments are taken when that is not Stripe in production", () => {
  let off: ServerProcess;
  let testMode: ServerProcess;

  // Each on its own embedded database: the log lines are what is under test.
  const own = () => ({ DATABASE_URL: "", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shelftalk-pay-")) });

  // Two real servers starting at once (each also speaks its landing examples): allow a busy machine time.
  beforeAll(async () => {
    [off, testMode] = await Promise.all([
      startServerProcess({ ...own(), NODE_ENV: "production" }),
      startServerProcess({ ...own(), NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" }),
    ]);
  }, 150_000);
  afterAll(async () => {
    await Promise.allSettled([off?.stop(), testMode?.stop()]);
  });

  const warned = (server: ServerProcess, text: RegExp) =>
    server.logged((line) => line.level === 40 && typeof line.msg === "string" && text.test(line.msg));

  it("warns that purchases are off without Stripe and without PAYMENTS_TEST_MODE", async () => {
    expect(await warned(off, /Payments are not configured/)).toBe(true);
  });

  it("warns loudly that the test checkout gives credits away when PAYMENTS_TEST_MODE is on", async () => {
    expect(await warned(testMode, /PAYMENTS_TEST_MODE.*no money/)).toBe(true);
  });
});
