import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../test/accounts";
import type { TestClient } from "../../test/auth-client";
import { createMemoryMail } from "../../test/memory-mail";
import { createTestApp, testConfig } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { creditBalances, users } from "../db/schema/index";

/**
 * Signed-in reads share one query when many arrive together (db/batched-lookup.ts): each
 * seller must still get exactly their own session and data, and a signed-out cookie nothing.
 */
describe("signed-in reads of many sellers at once", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  const sellers: Array<{ client: TestClient; email: string; credits: number }> = [];
  let signedOut: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    for (let i = 0; i < 6; i += 1) {
      const email = `many-${i}@example.com`;
      const client = await signUpConfirmed(app, mail, email);
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const credits = 10 + i;
      await database.db.update(creditBalances).set({ credits }).where(eq(creditBalances.userId, user!.id));
      sellers.push({ client, email, credits });
    }
    signedOut = await signUpConfirmed(app, mail, "gone@example.com");
    expect((await signedOut.request("/api/account/sign-out", { method: "POST" })).status).toBe(200);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("answers each of 150 interleaved requests with its own seller's data", async () => {
    const requests = Array.from({ length: 25 }, () =>
      sellers.flatMap(({ client, email, credits }) => [
        client.request("/api/credits").then(async (res) => expect(await res.json()).toEqual({ credits })),
        client
          .request("/api/me")
          .then(async (res) => expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email)),
        client.request("/api/audios").then(async (res) => expect(await res.json()).toEqual({ audios: [] })),
      ]),
    ).flat();
    const refused = Array.from({ length: 10 }, () => signedOut.request("/api/credits").then((res) => res.status));
    await Promise.all(requests);
    expect(await Promise.all(refused)).toEqual(Array<number>(10).fill(401));
  });
});
