import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../test/test-database";
import { contactMessages, creditLedger, generatedAudios, userRoles } from "./schema/index";

describe(`database on ${testDatabaseKind()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("creates, reads and deletes a generated audio", async () => {
    const { db } = database;
    const [row] = await db
      .insert(generatedAudios)
      .values({
        userId: "user-1",
        title: "Wireless Earbuds",
        scriptContent: "Meet the earbuds.",
        audioUrl: "/api/audios/x/file",
        storageKey: "audio-uploads/user-1/generated-audio-1.mp3",
        language: "en",
        voiceType: "alloy",
      })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.description).toBeNull();

    const found = await db.select().from(generatedAudios).where(eq(generatedAudios.userId, "user-1"));
    expect(found.map((r) => r.title)).toEqual(["Wireless Earbuds"]);

    await db.delete(generatedAudios).where(eq(generatedAudios.id, row!.id));
    expect(await db.select().from(generatedAudios)).toHaveLength(0);
  });

  it("enforces one role per user and name", async () => {
    const { db } = database;
    await db.insert(userRoles).values({ userId: "user-2", role: "admin" });
    await expect(db.insert(userRoles).values({ userId: "user-2", role: "admin" })).rejects.toThrow();
    await db.delete(userRoles).where(eq(userRoles.userId, "user-2"));
    expect(await db.select().from(userRoles)).toHaveLength(0);
  });

  it("refuses a second ledger row with the same reason and reference", async () => {
    const { db } = database;
    await db.insert(creditLedger).values({ userId: "u", delta: 1, reason: "signup_bonus", reference: "signup:u" });
    await expect(
      db.insert(creditLedger).values({ userId: "u", delta: 1, reason: "signup_bonus", reference: "signup:u" }),
    ).rejects.toThrow();
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, "u"));
    expect(rows).toHaveLength(1);
  });

  it("stores contact messages", async () => {
    const { db } = database;
    await db.insert(contactMessages).values({ name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" });
    const [message] = await db.select().from(contactMessages);
    expect(message?.deliveredAt).toBeNull();
    expect(message?.email).toBe("ann@example.com");
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
