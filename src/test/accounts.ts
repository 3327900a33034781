import { expect } from "vitest";
import type { createMemoryMail } from "./memory-mail";
import { TestClient } from "./auth-client";
import type { Hono } from "hono";

export const GOOD_PASSWORD = "correct-horse-battery-staple";

/** Signs up, opens the confirmation link, and returns a signed-in client. */
export async function signUpConfirmed(
  app: Pick<Hono, "request">,
  mail: ReturnType<typeof createMemoryMail>,
  email: string,
  headers: Record<string, string> = {},
): Promise<TestClient> {
  const client = new TestClient(app, headers);
  const res = await client.request("/api/auth/sign-up/email", {
    json: { email, password: GOOD_PASSWORD, name: "Test Seller", callbackURL: "/" },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const link = mail.lastTo(email).link!;
  const verified = await client.openLink(link);
  expect([200, 302]).toContain(verified.status);
  return client;
}
