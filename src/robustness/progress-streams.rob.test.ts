import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_STREAMS_PER_BATCH, BATCH_STREAMS_PER_SELLER } from "../shared/batches/batch-limits";
import { MESSAGES } from "../shared/messages";
import { signUpConfirmed } from "../test/accounts";
import type { TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import type { Database } from "../server/db/database";
import { batches, batchItems, users } from "../server/db/schema/index";

/**
 * Issue 26, fair sharing 3: a seller could open any number of progress streams, each re-reading
 * the whole batch every second (150 streams on a 300-item batch slowed everyone). Now streams are
 * capped per seller and per batch, and one reader per batch feeds all of its streams.
 */
describe(`batch progress streams (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>["app"];
  let seller: TestClient;
  let sellerId: string;
  let selects = 0;
  const open: AbortController[] = [];
  const mail = createMemoryMail();

  /** A running 300-item batch of the seller, written straight to the tables (no jobs needed). */
  async function seedBatch(db: Database): Promise<string> {
    const [batch] = await db
      .insert(batches)
      .values({ userId: sellerId, total: 300, source: "links" })
      .returning({ id: batches.id });
    const rows = Array.from({ length: 300 }, (_, i) => ({
      batchId: batch!.id,
      userId: sellerId,
      position: i + 1,
      specifications: `Item ${i + 1}: a linen apron with two pockets.`,
      language: "en",
      voice: "alloy",
      temperature: 0.7,
    }));
    await db.insert(batchItems).values(rows);
    return batch!.id;
  }

  /** Opens a stream and waits for its first event; resolves to the status, or the refusal. */
  async function openStream(batchId: string): Promise<{ status: number; body?: { error: string; code: string } }> {
    const controller = new AbortController();
    const res = await app.request(`/api/batches/${batchId}/events`, {
      headers: { cookie: seller.cookieHeader() },
      signal: controller.signal,
    });
    if (res.status !== 200) return { status: res.status, body: (await res.json()) as { error: string; code: string } };
    open.push(controller);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: progress");
    // Keep reading in the background so the stream is not back-pressured.
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    })();
    return { status: 200 };
  }

  const closeAll = async () => {
    for (const controller of open.splice(0)) controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Counts the app's queries: every select goes through db.select.
    const counted = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") selects += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    ({ app } = createTestApp({
      database: { ...database, db: counted },
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail },
    }));
    seller = await signUpConfirmed(app, mail, "streams@example.com");
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "streams@example.com"));
    sellerId = row!.id;
  });
  afterAll(async () => {
    await closeAll();
    await database.drop();
  });

  it("refuses a stream over the per-batch cap with a clear 429", async () => {
    const batchId = await seedBatch(database.db);
    for (let i = 0; i < BATCH_STREAMS_PER_BATCH; i += 1) expect((await openStream(batchId)).status).toBe(200);
    expect(await openStream(batchId)).toEqual({
      status: 429,
      body: { error: MESSAGES.batchStreams.tooManyForBatch, code: "too_many_streams" },
    });
    await closeAll();
    // Closed streams free their places.
    expect((await openStream(batchId)).status).toBe(200);
    await closeAll();
  });

  it("refuses a stream over the per-seller cap, across batches", async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => seedBatch(database.db)));
    let opened = 0;
    for (const id of ids) {
      for (let i = 0; i < BATCH_STREAMS_PER_BATCH && opened < BATCH_STREAMS_PER_SELLER; i += 1, opened += 1) {
        expect((await openStream(id)).status).toBe(200);
      }
    }
    expect(await openStream(ids[3]!)).toEqual({
      status: 429,
      body: { error: MESSAGES.batchStreams.tooManyForSeller, code: "too_many_streams" },
    });
    await closeAll();
  });

  it("reads a batch once per tick however many streams watch it", async () => {
    const batchId = await seedBatch(database.db);
    const selectsOver = async (ms: number) => {
      const before = selects;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return selects - before;
    };
    await openStream(batchId);
    const one = await selectsOver(3000);
    for (let i = 1; i < BATCH_STREAMS_PER_BATCH; i += 1) await openStream(batchId);
    const many = await selectsOver(3000);
    await closeAll();
    // One reader: two small reads (the batch row, the changed items) a second, not one full read per stream.
    expect(one).toBeGreaterThan(0);
    expect(many).toBeLessThanOrEqual(one + 2);
    expect(await selectsOver(2000)).toBe(0);
  });
});
