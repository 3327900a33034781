import { randomUUID } from "node:crypto";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../server/db/database";
import { generatedAudios, generationRequests, scriptDrafts } from "../server/db/schema/index";
import type { TestClient } from "../test/auth-client";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../test/fakes/openai-speech-server";
import {
  createServerDatabase,
  signUpOnServer,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../test/server-process";
import { testDatabaseKind } from "../test/test-database";
import { listFiles } from "./support/db-fingerprint";
import { creditState, setCredits, userIdOf } from "./support/seller-state";

const onPostgres = testDatabaseKind() === "postgres";
const TITLE = onPostgres
  ? "two server processes on one PostgreSQL database"
  : "two server processes on one database: skipped, PGlite is single-process (set TEST_DATABASE_URL to run it)";

describe.skipIf(!onPostgres)(TITLE, () => {
  let db: ServerDatabase;
  let handle: DatabaseHandle;
  let speech: FakeOpenAISpeechServer;
  let a: ServerProcess;
  let b: ServerProcess;
  /** The same signed-in seller, once per process. */
  let onA: TestClient;
  let onB: TestClient;
  let sellerId: string;

  beforeAll(async () => {
    db = await createServerDatabase();
    speech = await startFakeOpenAISpeechServer();
    // Shared DATA_DIR stands in for shared object storage; both start at once, so both migrate at once.
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      TTS_BASE_URL: speech.baseURL,
      TTS_API_KEY: speech.apiKey,
      TTS_MODEL: "tts-1",
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    handle = await db.open();
  });
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await handle?.close();
    await speech?.close();
    await db?.drop();
  });

  it("a session made on one process is honoured by the other, and a global sign-out on one ends it on both", async () => {
    onB = await signUpOnServer(a, "two@example.com", b); // signed up on A, confirmed (and signed in) on B
    onA = a.client(onB.cookieHeader());
    for (const client of [onA, onB]) {
      const me = (await (await client.request("/api/me")).json()) as { user: { email: string } | null };
      expect(me.user?.email).toBe("two@example.com");
    }
    sellerId = await userIdOf(handle.db, "two@example.com");

    const leaver = await signUpOnServer(b, "leaver@example.com", a);
    const leaverOnB = b.client(leaver.cookieHeader());
    expect((await leaver.request("/api/account/sign-out", { method: "POST" })).status).toBe(200);
    expect(await (await leaverOnB.request("/api/me")).json()).toMatchObject({ user: null });
  });

  it("40 concurrent generations split across both on a balance of 7 make exactly 7 audios", async () => {
    await setCredits(handle.db, sellerId, 7);
    // Drafts go straight into the database: the script rate limit (30 an hour) is not under test here.
    const drafts = await handle.db
      .insert(scriptDrafts)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          userId: sellerId,
          sessionId: "robustness",
          language: "en",
          specifications: `Oak board ${i}`,
          script: `Oak cutting board number ${i}.`,
          writer: "builtin",
        })),
      )
      .returning({ id: scriptDrafts.id });
    const results = await Promise.all(
      drafts.map(({ id }, i) =>
        (i % 2 === 0 ? onA : onB)
          .request("/api/audios", {
            json: { draftId: id, text: `Board ${i}.`, voice: "alloy", idempotencyKey: randomUUID() },
          })
          .then(async (res) => ({ status: res.status, body: (await res.json()) as { audio?: { id: string } } })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(7).fill(200), ...Array<number>(33).fill(402)]);
    expect(await creditState(handle.db, sellerId)).toEqual({ balance: 0, ledger: 0 });
    const [audios] = await handle.db
      .select({ n: count() })
      .from(generatedAudios)
      .where(eq(generatedAudios.userId, sellerId));
    expect(audios?.n).toBe(7);
    const requests = await handle.db.select().from(generationRequests).where(eq(generationRequests.userId, sellerId));
    expect(requests.map((r) => r.status)).toEqual(Array<string>(7).fill("succeeded"));
    const files = await listFiles(path.join(db.dataDir, "storage", "audio-uploads", sellerId));
    expect(files.filter((f) => f.endsWith(".mp3"))).toHaveLength(7);
    // Either process serves an audio the other made.
    for (const { body } of results.filter((r) => r.status === 200)) {
      for (const client of [onA, onB])
        expect((await client.request(`/api/audios/${body.audio!.id}/file`)).status).toBe(200);
    }
  });

  it("rate limits hold across both: the contact form under concurrency, sign-in attempts in turn", async () => {
    const message = { name: "Dana", email: "dana@example.com", subject: "Hello", message: "Do credits expire?" };
    const contact = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b).client().request("/api/contact", { json: message })),
    );
    const contactStatuses = contact.map((r) => r.status).sort();
    expect(contactStatuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

    // Sign-in allows 3 a minute per client; both processes see this client as 127.0.0.1.
    const wrong = { email: "two@example.com", password: "not-the-password-at-all" };
    const attempts: number[] = [];
    for (const server of [a, b, a, b, a]) {
      attempts.push((await server.client().request("/api/auth/sign-in/email", { json: wrong })).status);
    }
    expect(attempts).toEqual([401, 401, 401, 429, 429]);
  });
});
