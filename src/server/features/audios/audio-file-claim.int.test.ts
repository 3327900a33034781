import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { creditBalances, generationRequests } from "../../db/schema/index";
import { createDiskStorage } from "../../providers/storage/disk-storage";
import { audioStorageKey, claimAudioStorageKey } from "./audio-file-claim";
import { refundStaleReservations } from "./credit-reservation";

const SPEC_KEY = /^audio-uploads\/seller-1\/generated-audio-\d+\.mp3$/;

describe("storage keys claimed before an audio's file is written", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  async function pendingRequest(userId = "seller-1"): Promise<string> {
    const [row] = await database.db
      .insert(generationRequests)
      .values({ userId, idempotencyKey: randomUUID() })
      .returning({ id: generationRequests.id });
    return row!.id;
  }

  it("gives attempts of the same millisecond distinct keys in the spec's form, on one clock or concurrently", async () => {
    const frozen = () => 1_763_700_000_000;
    const first = await claimAudioStorageKey(
      database.db,
      { requestId: await pendingRequest(), userId: "seller-1" },
      frozen,
    );
    const second = await claimAudioStorageKey(
      database.db,
      { requestId: await pendingRequest(), userId: "seller-1" },
      frozen,
    );
    expect(first).toBe(audioStorageKey("seller-1", 1_763_700_000_000));
    expect(second).toBe(audioStorageKey("seller-1", 1_763_700_000_001));
    expect(first).toMatch(SPEC_KEY);

    const ids = await Promise.all(Array.from({ length: 12 }, () => pendingRequest()));
    const keys = await Promise.all(
      ids.map((requestId) => claimAudioStorageKey(database.db, { requestId, userId: "seller-1" }, frozen)),
    );
    expect(new Set([first, second, ...keys]).size).toBe(14);
    for (const key of keys) expect(key).toMatch(SPEC_KEY);
  });

  it("claims nothing for a request that is no longer pending", async () => {
    const requestId = await pendingRequest();
    await database.db
      .update(generationRequests)
      .set({ status: "refunded" })
      .where(eq(generationRequests.id, requestId));
    expect(await claimAudioStorageKey(database.db, { requestId, userId: "seller-1" })).toBeUndefined();
    const [row] = await database.db.select().from(generationRequests).where(eq(generationRequests.id, requestId));
    expect(row?.storageKey).toBeNull();
  });

  it("lets the stale sweep remove the file of an attempt that crashed after writing it", async () => {
    const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "shelftalk-claim-")));
    // A pending attempt has taken its credit from an existing balance.
    await database.db.insert(creditBalances).values({ userId: "seller-2", credits: 0 });
    const requestId = await pendingRequest("seller-2");
    const key = await claimAudioStorageKey(database.db, { requestId, userId: "seller-2" });
    await storage.put(key!, new Uint8Array([0xff, 0xf3, 0x44, 0xc4]), "audio/mpeg");
    await database.db
      .update(generationRequests)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(generationRequests.id, requestId));
    expect(await refundStaleReservations(database.db, 10 * 60 * 1000, storage)).toBe(1);
    expect(await storage.stat(key!)).toBeNull();
  });
});
