import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages";
import { signUpConfirmed } from "../test/accounts";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { creditBalances, generationRequests, pronunciations, users } from "../server/db/schema/index";

/**
 * Issue 26, fair sharing 1: a 200-entry dictionary of 120-character respellings turned a
 * 6,000-character script into one ~60× longer; the engine ran it for 120 s (another seller's
 * sentence waited), refunded, and the same draft could be sent again. Now the spoken text is
 * capped and the refusal comes before any credit or engine time.
 */
describe(`spoken-text cap (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("refuses a script the dictionary would blow up, before taking a credit, every time it is sent", async () => {
    const seller = await signUpConfirmed(app, mail, "dictionary@example.com");
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "dictionary@example.com"));
    const terms = Array.from({ length: 200 }, (_, i) => `term${i}`);
    await database.db
      .insert(pronunciations)
      .values(terms.map((term) => ({ userId: user!.id, term, sayAs: "x".repeat(119) + "y" })));
    const script = await seller.request("/api/scripts", {
      json: { specifications: "A linen apron with two pockets.", language: "en" },
    });
    const { draftId } = (await script.json()) as { draftId: string };
    // Under 6,000 characters as typed; far over the cap once every term is respelled.
    const text = terms.join(" ").repeat(3).slice(0, 5900);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await seller.request("/api/audios", {
        json: { draftId, text, voice: "alloy", idempotencyKey: `blow-up-${attempt}` },
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: MESSAGES.audio.spokenTextTooLong, code: "spoken_text_too_long" });
    }
    const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, user!.id));
    expect(balance?.credits).toBe(1);
    const requests = await database.db.select().from(generationRequests).where(eq(generationRequests.userId, user!.id));
    expect(requests).toHaveLength(0);
  });
});
