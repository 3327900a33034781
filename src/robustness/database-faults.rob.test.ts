import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../server/config";
import { generatedAudios, generationRequests, scriptDrafts } from "../server/db/schema/index";
import type { SpeechProvider } from "../server/providers/speech/speech-provider";
import { claimKeySpendDraftAndCharge, refundStaleReservations } from "../server/features/audios/credit-reservation";
import { signUpConfirmed } from "../test/accounts";
import { TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl, type TestDatabase } from "../test/test-database";
import { databaseOutage, type DatabaseOutage } from "./support/database-outage";
import { describeChanges, listFiles, snapshotWorld } from "./support/db-fingerprint";
import { instantSpeech, speechWithSideEffect } from "./support/fake-providers";
import { creditState, generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

/** main.ts refunds generations pending longer than this (10 minutes). */
const STALE_GENERATION_MS = 10 * 60_000;
const onPostgres = testDatabaseKind() === "postgres";

describe(`database faults mid-generation (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let config: Config;
  let outage: DatabaseOutage;
  let sellerId: string;
  let seller: TestClient;
  const mail = createMemoryMail();
  const appWith = (speech: SpeechProvider = instantSpeech()) =>
    createTestApp({ database, config, deps: { mail, speech } });
  const asSeller = (app: ReturnType<typeof appWith>["app"]) => new TestClient(app, { cookie: seller.cookieHeader() });
  /** The sellers' MP3s in storage (each has a .meta.json beside it on disk). */
  const mp3Files = async () =>
    (await listFiles(path.join(config.dataDir, "storage", "audio-uploads"))).filter((f) => f.endsWith(".mp3"));
  const audioRows = () => database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, sellerId));
  const backdate = (requestId: string) =>
    database.db
      .update(generationRequests)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(generationRequests.id, requestId));

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    outage = databaseOutage(database, testDatabaseUrl());
    seller = await signUpConfirmed(appWith().app, mail, "db-faults@example.com");
    sellerId = await userIdOf(database.db, "db-faults@example.com");
  });
  afterAll(async () => {
    await outage?.end();
    await database?.drop();
  });

  it.skipIf(!onPostgres)(
    "PostgreSQL kills every connection during synthesis: the pool reconnects and the audio is saved once",
    async () => {
      await setCredits(database.db, sellerId, 1);
      const draft = await writeScript(asSeller(appWith().app));
      const speech = speechWithSideEffect(instantSpeech(), async () => {
        await outage.dropConnections();
        await new Promise((resolve) => setTimeout(resolve, 200)); // the pool notices its dead clients
      });
      const filesBefore = (await mp3Files()).length;
      const result = await generate(asSeller(appWith(speech).app), draft.draftId);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await creditState(database.db, sellerId)).toEqual({ balance: 0, ledger: 0 });
      expect(await mp3Files()).toHaveLength(filesBefore + 1);
      await asSeller(appWith().app).request(`/api/audios/${result.body.audio!.id}`, { method: "DELETE" });
    },
  );

  it("the database goes away before the audio is saved: a clear message, the credit stays reserved, and the sweep refunds it", async () => {
    await setCredits(database.db, sellerId, 1);
    const draft = await writeScript(asSeller(appWith().app));
    const speech = speechWithSideEffect(instantSpeech(), () => outage.begin());
    const [rowsBefore, filesBefore] = [await audioRows(), await mp3Files()];
    let result;
    try {
      result = await generate(asSeller(appWith(speech).app), draft.draftId);
    } finally {
      await outage.end();
    }
    expect(result.status, JSON.stringify(result.body)).toBe(502);
    expect(result.body.error).toMatch(/^Database error: .*(connection|database)/);

    // The refund could not be written either: the credit is reserved, never lost, and nothing else remains.
    const [attempt] = await database.db
      .select()
      .from(generationRequests)
      .where(eq(generationRequests.draftId, draft.draftId));
    expect(attempt?.status).toBe("pending");
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 0, ledger: 0 });
    expect(await audioRows()).toEqual(rowsBefore);
    expect(await mp3Files()).toEqual(filesBefore);

    // A young pending request may belong to a live process: the sweep leaves it; ten minutes on, it refunds.
    expect(await refundStaleReservations(database.db, STALE_GENERATION_MS)).toBe(0);
    await backdate(attempt!.id);
    expect(await refundStaleReservations(database.db, STALE_GENERATION_MS)).toBe(1);
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
    const [spent] = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.id, draft.draftId));
    expect(spent?.spentAt).toBeNull();
    expect((await generate(asSeller(appWith().app), draft.draftId)).status).toBe(200);
  });

  it("the database is down when a request arrives: a JSON 5xx, health says so, and nothing is written", async () => {
    const { app } = appWith();
    const client = asSeller(app);
    await setCredits(database.db, sellerId, 1);
    const draft = await writeScript(client);
    const before = await snapshotWorld(database.db, path.join(config.dataDir, "storage"));
    await outage.begin();
    try {
      const health = await client.request("/api/health");
      expect({ status: health.status, body: (await health.json()) as unknown }).toEqual({
        status: 503,
        body: { status: "unavailable", database: "down" },
      });
      // The session cannot be read: a server error, not a "please sign in" that would sign the seller out.
      const credits = await client.request("/api/credits");
      expect(credits.status).toBeGreaterThanOrEqual(500);
      expect(((await credits.json()) as { error: string }).error).toMatch(/\w/);
      const generation = await generate(client, draft.draftId);
      expect(generation.status).toBeGreaterThanOrEqual(500);
      expect(generation.body.error).toMatch(/\w/);
    } finally {
      await outage.end();
    }
    expect(describeChanges(before, await snapshotWorld(database.db, path.join(config.dataDir, "storage")))).toEqual([]);
  });

  it("sweeps running at once (two processes starting together) refund a stale reservation exactly once", async () => {
    await setCredits(database.db, sellerId, 1);
    const draft = await writeScript(asSeller(appWith().app));
    const reserved = await claimKeySpendDraftAndCharge(database.db, {
      userId: sellerId,
      idempotencyKey: randomUUID(),
      requestHash: "a-stale-reservation",
      draftId: draft.draftId,
      voice: "alloy",
    });
    if (reserved.kind !== "claimed") throw new Error("expected a new reservation");
    await backdate(reserved.requestId);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => refundStaleReservations(database.db, STALE_GENERATION_MS)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
  });
});
