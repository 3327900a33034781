import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../server/db/database";
import { generatedAudios, generationRequests, scriptDrafts, users } from "../server/db/schema/index";
import type { TestClient } from "../test/auth-client";
import { testDatabaseKind } from "../test/test-database";
import {
  createServerDatabase,
  signUpOnServer,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../test/server-process";
import { listFiles } from "./support/db-fingerprint";
import { creditState } from "./support/seller-state";

/** The script only this test's generation speaks: the fake knows our request from the category examples'. */
const MARKER = `Crash-test script ${randomUUID()}.`;

/** A speech service that accepts connections and never answers; resolves `heard` once our script arrives. */
async function startHangingSpeechServer() {
  const sockets = new Set<Socket>();
  let heard!: () => void;
  const ourRequest = new Promise<void>((resolve) => (heard = resolve));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      if (received.includes(MARKER)) heard();
    });
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    ourRequest,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("crash safety: a process killed mid-generation loses no credit", () => {
  let db: ServerDatabase;
  let speech: Awaited<ReturnType<typeof startHangingSpeechServer>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createServerDatabase();
    speech = await startHangingSpeechServer();
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await speech?.close();
    await db?.drop();
  });

  const start = async () =>
    (server = await startServerProcess({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      TTS_BASE_URL: speech.baseURL,
      TTS_MODEL: "tts-1",
      TTS_API_KEY: "sk-test",
    }));

  /** Opens the database from the test while no process holds it (PGlite is single-process), then closes it. */
  async function withDatabase<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await db.open();
    try {
      return await run(handle);
    } finally {
      await handle.close();
    }
  }

  it(`SIGKILL during synthesis leaves the credit reserved; the next start refunds it once it is stale (${testDatabaseKind()})`, async () => {
    const first = await start();
    const client: TestClient = await signUpOnServer(first, "crash@example.com");
    expect(await (await client.request("/api/credits")).json()).toEqual({ credits: 1 });
    // The marker is in the details too, so the claim check (issue 24) finds what the script says.
    const details = `Handmade ceramic mug, 350 ml, glazed in ocean blue. ${MARKER}`;
    const script = await client.request("/api/scripts", { json: { specifications: details, language: "en" } });
    expect(script.status).toBe(200);
    const { draftId } = (await script.json()) as { draftId: string };

    const pending = client
      .request("/api/audios", { json: { draftId, text: MARKER, voice: "alloy", idempotencyKey: randomUUID() } })
      .then(
        (res) => `answered ${res.status}`,
        () => "connection lost",
      );
    // Once speech has our script, the credit is reserved and the process is waiting on the answer.
    expect(await Promise.race([speech.ourRequest.then(() => "synthesizing"), pending])).toBe("synthesizing");
    expect(await (await client.request("/api/credits")).json()).toEqual({ credits: 0 });
    await first.stop("SIGKILL");
    expect(await pending).toBe("connection lost");

    const userId = await withDatabase(async ({ db: handle }) => {
      const [user] = await handle.select({ id: users.id }).from(users).where(eq(users.email, "crash@example.com"));
      const [request] = await handle.select().from(generationRequests).where(eq(generationRequests.draftId, draftId));
      expect(request?.status).toBe("pending");
      expect(await creditState(handle, user!.id)).toEqual({ balance: 0, ledger: 0 });
      return user!.id;
    });

    // A restart right away keeps it reserved: a young pending request may belong to a live process.
    const second = await start();
    expect(await (await second.client(client.cookieHeader()).request("/api/credits")).json()).toEqual({ credits: 0 });
    expect(await second.stop("SIGTERM")).toBe(0);

    // Eleven minutes pass (the sweep refunds requests pending for more than ten).
    await withDatabase(({ db: handle }) =>
      handle
        .update(generationRequests)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(generationRequests.draftId, draftId)),
    );
    const third = await start();
    expect(await (await third.client(client.cookieHeader()).request("/api/credits")).json()).toEqual({ credits: 1 });
    expect(await third.logged((l) => l.msg === "refunded stale generations" && l.refunded === 1)).toBe(true);
    await third.stop("SIGTERM");

    await withDatabase(async ({ db: handle }) => {
      const [request] = await handle.select().from(generationRequests).where(eq(generationRequests.draftId, draftId));
      expect(request).toMatchObject({ status: "refunded", errorMessage: "The server restarted during generation." });
      expect(await creditState(handle, userId)).toEqual({ balance: 1, ledger: 1 });
      expect(await handle.select().from(generatedAudios).where(eq(generatedAudios.userId, userId))).toEqual([]);
      const [draft] = await handle.select().from(scriptDrafts).where(eq(scriptDrafts.id, draftId));
      expect(draft?.spentAt).toBeNull();
    });
    expect(await listFiles(path.join(db.dataDir, "storage", "audio-uploads"))).toEqual([]);
  }, 180_000);
});
