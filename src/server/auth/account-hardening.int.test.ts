import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signUpConfirmed } from "../../test/accounts";
import { TestClient } from "../../test/auth-client";
import { startLoopbackTestApp, type LoopbackTestApp } from "../../test/loopback-app";
import { createMemoryMail } from "../../test/memory-mail";
import { testConfig } from "../../test/test-app";
import { users } from "../db/schema/index";

type Body = { code?: string; message?: string; error?: string };

describe("reset links and names (over loopback HTTP)", () => {
  let server: LoopbackTestApp;
  const mail = createMemoryMail();

  beforeAll(async () => {
    server = await startLoopbackTestApp({ config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
  });
  afterAll(() => server.stop());

  /** Asks for a reset link and returns the token its email carries. */
  async function resetToken(email: string): Promise<string> {
    const asked = await server
      .client()
      .request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth" } });
    expect(asked.status).toBe(200);
    return decodeURIComponent(new URL(mail.lastTo(email).link!).hash.split("access_token=")[1]!);
  }

  const reset = (token: string, newPassword: string) =>
    server.client().request("/api/auth/reset-password", { json: { token, newPassword } });

  const signIn = (email: string, password: string) =>
    server.client().request("/api/auth/sign-in/email", { json: { email, password } });

  it("a reset with the newest link makes every older, unexpired link useless", async () => {
    await signUpConfirmed(server.app, mail, "links@example.com");
    const older = await resetToken("links@example.com");
    const newest = await resetToken("links@example.com");
    expect((await reset(newest, "first-new-passphrase")).status).toBe(200);

    const stale = await reset(older, "second-new-passphrase");
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as Body).code).toBe("INVALID_TOKEN");
    expect((await signIn("links@example.com", "first-new-passphrase")).status).toBe(200);
    expect((await signIn("links@example.com", "second-new-passphrase")).status).toBe(401);
  });

  it("a password change makes outstanding reset links useless", async () => {
    const seller = await signUpConfirmed(server.app, mail, "changer@example.com");
    const pending = await resetToken("changer@example.com");
    const changed = await seller.request("/api/auth/change-password", {
      json: { currentPassword: GOOD_PASSWORD, newPassword: "changed-by-the-owner" },
    });
    expect(changed.status).toBe(200);
    expect((await reset(pending, "set-by-whoever-has-the-mail")).status).toBe(400);
    expect((await signIn("changer@example.com", "changed-by-the-owner")).status).toBe(200);
  });

  it("a password change is held to the sign-up rules (length, common passwords)", async () => {
    const seller = await signUpConfirmed(server.app, mail, "weak@example.com");
    const res = await seller.request("/api/auth/change-password", {
      json: { currentPassword: GOOD_PASSWORD, newPassword: "password123" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).code).toBe("PASSWORD_TOO_COMMON");
  });

  it("update-user holds a name to the sign-up limits (a 900,000-character name is refused)", async () => {
    const seller = await signUpConfirmed(server.app, mail, "named@example.com");
    for (const name of ["x".repeat(900_000), "x".repeat(101), "   ", ""]) {
      const res = await seller.request("/api/auth/update-user", { json: { name } });
      expect(res.status, `${name.length} characters`).toBe(400);
      expect(((await res.json()) as Body).code).toBe("INVALID_NAME");
    }
    const [row] = await server.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, "named@example.com"));
    expect(row?.name).toBe("Test Seller");
    expect((await seller.request("/api/auth/update-user", { json: { name: "  Dana Seller " } })).status).toBe(200);
    const [renamed] = await server.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, "named@example.com"));
    expect(renamed?.name).toBe("Dana Seller");
  });

  it("the confirmation email does not carry the name a stranger typed in", async () => {
    const name = "URGENT: your account is locked, visit https://evil.example";
    const res = await new TestClient(server.app).request("/api/auth/sign-up/email", {
      json: { email: "stranger@example.com", password: GOOD_PASSWORD, name, callbackURL: "/" },
    });
    expect(res.status).toBe(200);
    const message = mail.lastTo("stranger@example.com");
    for (const part of [message.text, message.html, message.subject]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("URGENT");
    }
    expect(message.text).toContain(message.link!);
  });
});
