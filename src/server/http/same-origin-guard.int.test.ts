import { isPlayBeacon } from "../features/publish/publish.routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../test/accounts";
import { makeMp3 } from "../../test/audio-fixtures";
import { TEST_ORIGIN, type TestClient } from "../../test/auth-client";
import { serveOnLoopback, startLoopbackTestApp, type LoopbackApp, type LoopbackTestApp } from "../../test/loopback-app";
import { createMemoryMail } from "../../test/memory-mail";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { grantAdmin } from "../features/account/roles.service";
import { createStripePayments } from "../providers/payments/stripe-payments";

type ErrorBody = { error?: string; code?: string; user?: unknown };

/** Pages that must not drive the app: another site, another port, another scheme, a sibling subdomain, an opaque origin. */
const FOREIGN_ORIGINS = [
  "https://evil.example",
  "http://localhost:3001",
  "https://localhost:3000",
  "http://shop.localhost:3000",
  "null",
];

/** A state-changing request over real HTTP, as a browser would send it, with the victim's cookies. */
function post(
  server: LoopbackApp,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
) {
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "POST",
    headers: init.headers,
    body: init.body,
    redirect: "manual",
  });
}

async function signedIn(client: TestClient): Promise<boolean> {
  const me = (await (await client.request("/api/me")).json()) as ErrorBody;
  return me.user !== null;
}

describe("cross-origin requests and request bodies on every state-changing /api route", () => {
  let database: TestDatabase;
  let server: LoopbackApp;
  let stripeServer: LoopbackApp;
  let app: ReturnType<typeof createTestApp>["app"];
  let seller: TestClient;
  let admin: TestClient;
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    ({ app } = createTestApp({ database, config, deps: { mail } }));
    server = await serveOnLoopback(app);
    // Stripe's webhook route only answers with Stripe configured; its SDK points at a closed loopback port.
    const payments = createStripePayments({
      secretKey: "sk_test_guard",
      webhookSecret: "whsec_guard",
      host: "127.0.0.1",
      port: 9,
      protocol: "http",
      timeoutMs: 500,
    });
    stripeServer = await serveOnLoopback(createTestApp({ database, config, deps: { mail, payments } }).app);
    seller = await signUpConfirmed(server.app, mail, "victim@example.com");
    admin = await signUpConfirmed(server.app, mail, "guard-admin@example.com");
    await grantAdmin(database.db, "guard-admin@example.com");
  });
  afterAll(async () => {
    await server.close();
    await stripeServer.close();
    await database.drop();
  });

  it("refuses a cross-origin text/plain POST to sign-out with 403 and a readable reason; the session stays", async () => {
    for (const origin of FOREIGN_ORIGINS) {
      const res = await post(server, "/api/account/sign-out", {
        headers: { origin, cookie: seller.cookieHeader(), "content-type": "text/plain" },
        body: "{}",
      });
      const body = (await res.json()) as ErrorBody;
      expect(res.status, origin).toBe(403);
      expect(body.code, origin).toBe("cross_origin");
      expect(body.error, origin).toContain(`open ShelfTalk at ${TEST_ORIGIN}`);
      expect(await signedIn(seller), origin).toBe(true);
    }
  });

  it("without an Origin header: refuses a cross-site Sec-Fetch-Site, and a cookie with neither Origin nor Referer", async () => {
    const cookie = seller.cookieHeader();
    for (const site of ["cross-site", "same-site"]) {
      const res = await post(server, "/api/account/sign-out", { headers: { cookie, "sec-fetch-site": site } });
      expect(res.status, site).toBe(403);
    }
    expect((await post(server, "/api/account/sign-out", { headers: { cookie } })).status).toBe(403);
    expect(
      (await post(server, "/api/account/sign-out", { headers: { cookie, referer: "https://evil.example/x" } })).status,
    ).toBe(403);
    expect(await signedIn(seller)).toBe(true);
    // A same-origin Referer (an older browser that sends no Origin) is the app's own page.
    const own = await post(server, "/api/payments/checkout", {
      headers: { cookie, referer: `${TEST_ORIGIN}/pricing`, "content-type": "application/json" },
      body: JSON.stringify({ packId: "lite" }),
    });
    expect(own.status).toBe(200);
  });

  it("covers every non-GET /api route the app has, including ones added later, except the signed webhook and the play beacon", async () => {
    const routes = app.routes.filter((r) => r.path.startsWith("/api/") && !["GET", "ALL"].includes(r.method));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, "0").replace(/\*$/, "sign-out");
      const res = await post(server, path, {
        method: route.method,
        headers: { origin: "https://evil.example", cookie: admin.cookieHeader(), "content-type": "text/plain" },
        body: "{}",
      });
      const name = `${route.method} ${route.path}`;
      // The two cross-origin-by-design requests (api-exemptions.ts): Stripe's signed webhook and a
      // listener's play report from an embed on a shop page.
      if (path === "/api/payments/webhook" || isPlayBeacon(route.method, path)) expect(res.status, name).not.toBe(403);
      else expect(res.status, name).toBe(403);
    }
    expect(await signedIn(admin)).toBe(true);
  });

  it("answers 415 to a same-origin body that is not JSON where JSON is expected", async () => {
    const headers = { origin: TEST_ORIGIN, cookie: seller.cookieHeader() };
    const json = JSON.stringify({ specifications: "A blue mug.", language: "en" });
    const cases: Array<[string, string, BodyInit]> = [
      ["/api/scripts", "text/plain", json],
      ["/api/scripts", "application/x-www-form-urlencoded", "specifications=mug&language=en"],
      ["/api/payments/checkout", "text/plain", JSON.stringify({ packId: "lite" })],
      ["/api/contact", "multipart/form-data; boundary=x", "--x--"],
      ["/api/auth/sign-in/email", "text/plain", JSON.stringify({ email: "victim@example.com", password: "x" })],
    ];
    for (const [path, type, body] of cases) {
      const res = await post(server, path, { headers: { ...headers, "content-type": type }, body });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(((await res.json()) as ErrorBody).error, path).toMatch(/JSON/);
    }
  });

  it("keeps the raw audio upload, bodyless POSTs and the Stripe webhook working", async () => {
    const upload = await post(server, "/api/admin/categories/0/audio", {
      method: "PUT",
      headers: { origin: TEST_ORIGIN, cookie: admin.cookieHeader(), "content-type": "audio/mpeg" },
      body: makeMp3(),
    });
    expect(upload.status).toBe(200);
    const started = (await (await seller.request("/api/payments/checkout", { json: { packId: "lite" } })).json()) as {
      id: string;
    };
    const cancel = await post(server, `/api/payments/test-checkout/${started.id}/cancel`, {
      headers: { origin: TEST_ORIGIN, cookie: seller.cookieHeader() },
    });
    expect(cancel.status).toBe(200);
    // Stripe sends no Origin and signs the body: the handler itself judges it (a bad signature here).
    const webhook = await post(stripeServer, "/api/payments/webhook", {
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": "t=1,v1=bad" },
      body: JSON.stringify({ type: "checkout.session.completed" }),
    });
    expect(webhook.status).toBe(400);
    expect(((await webhook.json()) as ErrorBody).code).toBe("invalid_signature");
  });
});

describe("the local origin when APP_URL is unset", () => {
  let server: LoopbackTestApp;
  const mail = createMemoryMail();

  beforeAll(async () => {
    // PORT 3000 and no APP_URL: what a newcomer runs with `npm start`.
    const config = testConfig({ APP_URL: "", PORT: "3000", RATE_LIMIT_DISABLED: "true" });
    server = await startLoopbackTestApp({ config, deps: { mail } });
  });
  afterAll(() => server.stop());

  // A browser's fetch from the page: Origin, the Fetch Metadata headers, and the theme cookie the page
  // set (with any cookie, better-auth checks the origin too).
  const signUp = (origin: string, email: string) =>
    post(server, "/api/auth/sign-up/email", {
      headers: {
        origin,
        cookie: "shelftalk_theme=%22system%22",
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
        "sec-fetch-dest": "empty",
      },
      body: JSON.stringify({ email, password: "correct-horse-battery-staple", name: "Local", callbackURL: "/" }),
    });

  it("trusts both loopback spellings of the local server", async () => {
    expect((await signUp("http://localhost:3000", "spelled-localhost@example.com")).status).toBe(200);
    expect((await signUp("http://127.0.0.1:3000", "spelled-ip@example.com")).status).toBe(200);
  });

  it("explains a refused origin in words, not a bare 'Invalid origin'", async () => {
    const res = await signUp("http://127.0.0.1:4000", "other-port@example.com");
    expect(res.status).toBe(403);
    const { error } = (await res.json()) as ErrorBody;
    expect(error).toContain("http://127.0.0.1:4000");
    expect(error).toContain("open ShelfTalk at http://localhost:3000");
    expect(error).not.toMatch(/^Invalid origin$/);
  });
});
