import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { GOOD_PASSWORD, signUpConfirmed } from "../../test/accounts";
import { TestClient } from "../../test/auth-client";
import { createMemoryMail } from "../../test/memory-mail";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { grantAdmin } from "./roles";

type MeBody = { user: { email: string } | null; roles: string[] };
const me = async (res: Response) => (await res.json()) as MeBody;

describe("accounts", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("signs up, refuses sign-in until the email is confirmed, then grants exactly one free credit", async () => {
    const client = new TestClient(app);
    const signUp = await client.request("/api/auth/sign-up/email", {
      json: { email: "ann@example.com", password: GOOD_PASSWORD, name: "Ann Seller", callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    const confirmation = mail.lastTo("ann@example.com");
    expect(confirmation.subject).toContain("Confirm");
    expect(confirmation.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const early = await client.request("/api/auth/sign-in/email", {
      json: { email: "ann@example.com", password: GOOD_PASSWORD },
    });
    expect(early.status).toBe(403);
    expect(mail.sent.filter((m) => m.to === "ann@example.com")).toHaveLength(2); // a fresh link was sent

    const verified = await client.openLink(mail.lastTo("ann@example.com").link!);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/");

    const me = await client.request("/api/me");
    expect(await me.json()).toMatchObject({ user: { email: "ann@example.com", name: "Ann Seller" }, roles: [] });
    expect(await (await client.request("/api/credits")).json()).toEqual({ credits: 1 });

    // Opening the link again (replay) adds nothing.
    await new TestClient(app).openLink(confirmation.link!);
    expect(await (await client.request("/api/credits")).json()).toEqual({ credits: 1 });
  });

  it("answers 401 for credits when signed out", async () => {
    const res = await new TestClient(app).request("/api/credits");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthorized" });
  });

  it("refuses a duplicate sign-up with the spec's message", async () => {
    await signUpConfirmed(app, mail, "dup@example.com");
    const res = await new TestClient(app).request("/api/auth/sign-up/email", {
      json: { email: "DUP@example.com", password: GOOD_PASSWORD, name: "Someone", callbackURL: "/" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: MESSAGES.auth.alreadyRegistered, code: "USER_ALREADY_EXISTS" });
  });

  it("refuses short and common passwords and a missing name", async () => {
    const client = new TestClient(app);
    const short = await client.request("/api/auth/sign-up/email", {
      json: { email: "p1@example.com", password: "abc123", name: "P" },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: MESSAGES.auth.passwordTooShort });
    const common = await client.request("/api/auth/sign-up/email", {
      json: { email: "p2@example.com", password: "password123", name: "P" },
    });
    expect(await common.json()).toMatchObject({ message: MESSAGES.auth.commonPassword });
    const noName = await client.request("/api/auth/sign-up/email", {
      json: { email: "p3@example.com", password: GOOD_PASSWORD, name: "  " },
    });
    expect(await noName.json()).toMatchObject({ message: MESSAGES.auth.fullNameRequired });
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    await signUpConfirmed(app, mail, "same@example.com");
    const client = new TestClient(app);
    const unknown = await client.request("/api/auth/sign-in/email", {
      json: { email: "nobody@example.com", password: GOOD_PASSWORD },
    });
    const wrong = await client.request("/api/auth/sign-in/email", {
      json: { email: "same@example.com", password: "not-the-password" },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("sets an httpOnly, SameSite=Lax session cookie", async () => {
    await signUpConfirmed(app, mail, "cookie@example.com");
    const res = await new TestClient(app).request("/api/auth/sign-in/email", {
      json: { email: "cookie@example.com", password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("signs out globally: every session of the user ends", async () => {
    const first = await signUpConfirmed(app, mail, "global@example.com");
    const second = new TestClient(app);
    await second.request("/api/auth/sign-in/email", { json: { email: "global@example.com", password: GOOD_PASSWORD } });
    expect((await me(await second.request("/api/me"))).user).not.toBeNull();
    const out = await first.request("/api/account/sign-out", { method: "POST" });
    expect(out.status).toBe(200);
    expect((await me(await first.request("/api/me"))).user).toBeNull();
    expect((await me(await second.request("/api/me"))).user).toBeNull();
  });

  it("resets a password through the emailed fragment link; the old one stops working", async () => {
    await signUpConfirmed(app, mail, "reset@example.com");
    const client = new TestClient(app);
    const asked = await client.request("/api/auth/request-password-reset", {
      json: { email: "reset@example.com", redirectTo: "/auth" },
    });
    expect(asked.status).toBe(200);
    const link = mail.lastTo("reset@example.com").link!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth#type=recovery&access_token=/);
    const token = decodeURIComponent(new URL(link).hash.split("access_token=")[1]!);
    const reset = await client.request("/api/auth/reset-password", {
      json: { token, newPassword: "a-brand-new-passphrase" },
    });
    expect(reset.status).toBe(200);
    const old = await client.request("/api/auth/sign-in/email", {
      json: { email: "reset@example.com", password: GOOD_PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await client.request("/api/auth/sign-in/email", {
      json: { email: "reset@example.com", password: "a-brand-new-passphrase" },
    });
    expect(fresh.status).toBe(200);
  });

  it("answers 403 to a plain user on admin routes and 200 to an admin", async () => {
    const user = await signUpConfirmed(app, mail, "plain@example.com");
    expect((await user.request("/api/admin/overview")).status).toBe(403);
    expect((await new TestClient(app).request("/api/admin/overview")).status).toBe(401);
    const admin = await signUpConfirmed(app, mail, "boss@example.com");
    await grantAdmin(database.db, "boss@example.com");
    const res = await admin.request("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ accounts: expect.any(Number) as number });
    expect((await me(await admin.request("/api/me"))).roles).toEqual(["admin"]);
  });
});

describe("accounts with rate limits and https", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ APP_URL: "https://shelftalk.test" }), deps: { mail } }));
  });
  afterAll(async () => {
    await database.drop();
  });

  it("refuses the 4th rapid sign-in attempt from one client with 429", async () => {
    const client = new TestClient(app, { origin: "https://shelftalk.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await client.request("/api/auth/sign-in/email", {
        json: { email: "who@example.com", password: "wrong-password-here" },
        headers: { origin: "https://shelftalk.test" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("marks the session cookie Secure behind https", async () => {
    const client = new TestClient(app, { origin: "https://shelftalk.test" });
    await client.request("/api/auth/sign-up/email", {
      json: { email: "secure@example.com", password: GOOD_PASSWORD, name: "Sec", callbackURL: "/" },
    });
    const url = new URL(mail.lastTo("secure@example.com").link!);
    const res = await client.request(`${url.pathname}${url.search}`);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
