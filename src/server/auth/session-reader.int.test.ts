import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../test/accounts";
import { createMemoryMail } from "../../test/memory-mail";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { sessions } from "../db/schema/index";
import type { Auth } from "./create-auth";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fast reader against better-auth's own getSession, on the same headers. */
async function bothReaders(auth: Auth, cookie: string) {
  const headers = () => new Headers({ cookie });
  const fast = await auth.readSession(headers());
  const reference = await auth.api.getSession({ headers: headers() });
  return { fast, reference };
}

describe.each([
  ["http", "http://localhost:3000", "better-auth.session_token"],
  ["https", "https://shelftalk.test", "__Secure-better-auth.session_token"],
])("session reader over %s", (_scheme, appUrl, cookieName) => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let auth: Auth;
  let app: ReturnType<typeof createTestApp>["app"];
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    const created = createTestApp({
      database,
      config: testConfig({ APP_URL: appUrl, RATE_LIMIT_DISABLED: "true" }),
      deps: { mail },
    });
    ({ app } = created);
    auth = created.deps.auth;
  });
  afterAll(async () => {
    await database.drop();
  });

  async function signedIn() {
    counter += 1;
    const email = `reader-${counter}@example.com`;
    const client = await signUpConfirmed(app, mail, email, { origin: appUrl });
    const cookie = client.cookieHeader();
    const value = decodeURIComponent(new RegExp(`${cookieName.replace(/[.]/g, "\\.")}=([^;]+)`).exec(cookie)![1]!);
    const token = value.slice(0, value.lastIndexOf("."));
    return { client, cookie, value, token, email };
  }

  it("reads a valid cookie exactly as better-auth does", async () => {
    const { cookie, email } = await signedIn();
    const { fast, reference } = await bothReaders(auth, cookie);
    expect(reference?.user.email).toBe(email);
    expect(fast).toEqual({
      user: {
        id: reference!.user.id,
        email,
        name: reference!.user.name,
        emailVerified: true,
      },
      sessionId: reference!.session.id,
      expiresAt: reference!.session.expiresAt,
      // Issue 27: a person alone acts in their personal workspace, whose id is theirs, as owner.
      workspace: { id: reference!.user.id, role: "owner" },
    });
  });

  it("refuses what better-auth refuses: no, foreign, unsigned, tampered and unknown cookies", async () => {
    const { value, token } = await signedIn();
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
    const signature = value.slice(value.lastIndexOf(".") + 1);
    const cookies = [
      "",
      "other=1",
      `${cookieName}=`,
      `${cookieName}=${token}`,
      `${cookieName}=${encodeURIComponent(`${flip(token, 3)}.${signature}`)}`,
      `${cookieName}=${encodeURIComponent(`${token}.${flip(signature, 5)}`)}`,
      `${cookieName}=${encodeURIComponent(`${token}.${signature.slice(0, -1)}`)}`,
      `${cookieName}=${encodeURIComponent(`${token}.${"%%%".padEnd(44, "=")}`)}`,
      `${cookieName}=%E0%A4%A`,
      `${cookieName === "better-auth.session_token" ? "__Secure-" : ""}${cookieName.replace("__Secure-", "")}=${encodeURIComponent(value)}`,
    ];
    for (const cookie of cookies) {
      const { fast, reference } = await bothReaders(auth, cookie);
      expect({ cookie, fast }).toEqual({ cookie, fast: null });
      expect({ cookie, reference }).toEqual({ cookie, reference: null });
    }
  });

  it("finds the cookie among others, quoted or not, first one winning", async () => {
    const { cookie, value } = await signedIn();
    const quoted = `theme=dark; ${cookieName}="${encodeURIComponent(value)}"; ${cookieName}=junk`;
    for (const header of [`a=1; ${cookie}; b=2`, quoted]) {
      const { fast, reference } = await bothReaders(auth, header);
      expect(fast?.sessionId).toBe(reference?.session.id);
      expect(fast).not.toBeNull();
    }
  });

  it("ends a session the moment it is deleted (global sign-out), with no cache in between", async () => {
    const { client, cookie } = await signedIn();
    expect(await auth.readSession(new Headers({ cookie }))).not.toBeNull();
    const res = await client.request("/api/account/sign-out", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await auth.readSession(new Headers({ cookie }))).toBeNull();
    expect((await app.request("/api/credits", { headers: { cookie } })).status).toBe(401);
  });

  it("leaves expired sessions to better-auth, which deletes them", async () => {
    const { cookie, token } = await signedIn();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await auth.readSession(new Headers({ cookie }))).toBeNull();
    const left = await database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(left).toEqual([]);
  });

  it("leaves a session due for refresh to better-auth, which extends it; the next read is fast again", async () => {
    const { cookie, token } = await signedIn();
    // 29 days left of 30: more than a day (updateAge) old.
    const old = new Date(Date.now() + 29 * DAY_MS - 60_000);
    await database.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.token, token));
    const refreshed = await auth.readSession(new Headers({ cookie }));
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 23 * 60 * 60 * 1000);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBe(refreshed!.expiresAt.getTime());
    expect(await auth.readSession(new Headers({ cookie }))).toEqual(refreshed);
  });

  it("reads the balance in the same query, and after better-auth's refresh too", async () => {
    const { cookie, token } = await signedIn();
    const credits = async () => {
      const res = await app.request("/api/credits", { headers: { cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { credits: number }).credits;
    };
    expect(await credits()).toBe(1);
    await database.db.execute(
      sql`update auth_sessions set expires_at = now() + interval '28 days' where token = ${token}`,
    );
    expect(await credits()).toBe(1);
  });
});
