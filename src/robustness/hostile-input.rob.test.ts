import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "../server/auth/roles";
import { createStripePayments } from "../server/providers/payments/stripe-payments";
import { signUpConfirmed } from "../test/accounts";
import { makeMp3 } from "../test/audio-fixtures";
import { TEST_ORIGIN } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { describeChanges, snapshotWorld } from "./support/db-fingerprint";
import { instantSpeech } from "./support/fake-providers";
import { hostileHeaders, type HostileBody } from "./support/hostile-arbitraries";
import { hostileEndpoints, type HostileContext, type HostileEndpoint } from "./support/hostile-endpoints";
import { generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

/** At least 1,000 generated requests per endpoint (the suite's contract); more with ROBUSTNESS_RUNS. */
const RUNS = Math.max(1000, Number(process.env.ROBUSTNESS_RUNS ?? 0) || 0);
const SEED = process.env.ROBUSTNESS_SEED ? Number(process.env.ROBUSTNESS_SEED) : undefined;

type AnyApp = ReturnType<typeof createTestApp>["app"];

// Names are needed before the database exists (vitest collects tests first); ids are filled in beforeAll.
const PLACEHOLDER: HostileContext = { draftId: "", draftLanguage: "fr", audioId: "", checkoutId: "" };
const ENDPOINT_NAMES = hostileEndpoints(PLACEHOLDER).map((e) => e.name);
let lastLoggedError = "";

describe("hostile input: every API endpoint answers malformed requests with a 4xx JSON error and writes nothing", () => {
  let database: TestDatabase;
  let app: AnyApp;
  let stripeApp: AnyApp;
  let storageRoot: string;
  let ctx: HostileContext;
  const cookies: Record<"seller" | "admin", string> = { seller: "", admin: "" };

  beforeAll(async () => {
    database = await createTestDatabase();
    const mail = createMemoryMail();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    storageRoot = path.join(config.dataDir, "storage");
    const speech = instantSpeech();
    let deps;
    ({ app, deps } = createTestApp({ database, config, deps: { mail, speech } }));
    // A 5xx is logged with its cause; keep it so a failing run names the error, not just the status.
    deps.logger.error = (obj: { err?: unknown }) => {
      lastLoggedError = obj.err instanceof Error ? (obj.err.stack ?? obj.err.message) : JSON.stringify(obj);
    };
    // Stripe's webhook route only exists with Stripe configured; its SDK points at a closed loopback port.
    const payments = createStripePayments({
      secretKey: "sk_test_robustness",
      webhookSecret: "whsec_robustness",
      host: "127.0.0.1",
      port: 9,
      protocol: "http",
      timeoutMs: 500,
    });
    ({ app: stripeApp } = createTestApp({ database, config, deps: { mail, speech, payments } }));

    const seller = await signUpConfirmed(app, mail, "seller@example.com");
    await setCredits(database.db, await userIdOf(database.db, "seller@example.com"), 5);
    // A French draft: the voices not offered in French are then a hostile choice for it.
    const spent = await writeScript(seller, "fr", "Bouilloire en inox, 1,7 litre.");
    const audio = await generate(seller, spent.draftId, { voice: "nova" });
    expect(audio.status, JSON.stringify(audio.body)).toBe(200);
    const open = await writeScript(seller, "fr", "Théière en fonte, 0,8 litre.");
    const checkout = await seller.request("/api/payments/checkout", { json: { packId: "lite" } });
    const admin = await signUpConfirmed(app, mail, "admin@example.com");
    await grantAdmin(database.db, "admin@example.com");
    const upload = await app.request(`${TEST_ORIGIN}/api/admin/categories/0/audio`, {
      method: "PUT",
      headers: { origin: TEST_ORIGIN, cookie: admin.cookieHeader(), "content-type": "audio/mpeg" },
      body: makeMp3(),
    });
    expect(upload.status).toBe(200);
    ctx = {
      draftId: open.draftId,
      draftLanguage: "fr",
      audioId: audio.body.audio!.id,
      checkoutId: ((await checkout.json()) as { id: string }).id,
    };
    cookies.seller = seller.cookieHeader();
    cookies.admin = admin.cookieHeader();
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function send(
    endpoint: HostileEndpoint,
    request: { path: string; query: string; body: HostileBody | undefined; headers: Record<string, string> },
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (endpoint.actor !== "none") headers.cookie = cookies[endpoint.actor];
    if (request.body?.contentType !== undefined) headers["content-type"] = request.body.contentType;
    Object.assign(headers, request.headers);
    const target = endpoint.app === "stripe" ? stripeApp : app;
    const url = `${TEST_ORIGIN}${request.path}${request.query ? `?${request.query}` : ""}`;
    return target.request(url, { method: endpoint.method, headers, body: request.body?.body });
  }

  it.each(ENDPOINT_NAMES.map((name, index) => [name, index] as const))(
    "%s",
    async (_name, index) => {
      const endpoint = hostileEndpoints(ctx)[index]!;
      const before = await snapshotWorld(database.db, storageRoot);
      const body = endpoint.method === "GET" || !endpoint.body ? fc.constant(undefined) : endpoint.body;
      await fc.assert(
        fc.asyncProperty(endpoint.path, endpoint.query ?? fc.constant(""), body, hostileHeaders, async (p, q, b, h) => {
          const res = await send(endpoint, { path: p, query: q, body: b, headers: h });
          await expectWellFormedAnswer(res, endpoint);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(describeChanges(before, await snapshotWorld(database.db, storageRoot))).toEqual([]);
    },
    240_000,
  );
});

/** Never a 5xx; a refusal where one is due; every 4xx a JSON body with a readable error or message. */
async function expectWellFormedAnswer(res: Response, endpoint: HostileEndpoint): Promise<void> {
  const text = await res.text();
  const where = `${endpoint.name} answered ${res.status}: ${text.slice(0, 300)}${res.status >= 500 ? `\ncause: ${lastLoggedError}` : ""}`;
  expect(res.status, where).toBeLessThan(500);
  if (endpoint.mustRefuse) expect(res.status, where).toBeGreaterThanOrEqual(400);
  if (res.status < 400) return;
  expect(res.headers.get("content-type") ?? "", where).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
  const message = body?.error ?? body?.message;
  expect(typeof message === "string" && message.trim().length > 0, where).toBe(true);
  // Readable means written for a person: no stack frames or internal error class names.
  expect(String(message), where).not.toMatch(/\bat .+:\d+:\d+|TypeError|ReferenceError|SyntaxError|undefined is not/);
}
