import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_BULK_MAX_IDS } from "../../../shared/audios/library-limits";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { generatedAudios, users } from "../../db/schema/index";

/** Issue 25: My Audios' table deletes and downloads many audios at once, the seller's own only. */
describe("library bulk delete and ZIP", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let setup: ReturnType<typeof createTestApp>;
  let owner: TestClient;
  let stranger: TestClient;
  let ownerId: string;
  let strangerId: string;

  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  async function insertAudio(userId: string, title: string) {
    const id = randomUUID();
    const storageKey = `audio-uploads/${userId}/generated-audio-${id}.mp3`;
    await setup.deps.storage.put(storageKey, new TextEncoder().encode(`ID3 fake mp3 ${title}`), "audio/mpeg");
    await database.db.insert(generatedAudios).values({
      id,
      userId,
      title,
      scriptContent: "A script.",
      audioUrl: `/api/audios/${id}/file`,
      storageKey,
      language: "en",
      voiceType: "alloy",
    });
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    setup = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
    owner = await signUpConfirmed(setup.app, mail, "bulk-owner@example.com");
    stranger = await signUpConfirmed(setup.app, mail, "bulk-stranger@example.com");
    ownerId = await idOf("bulk-owner@example.com");
    strangerId = await idOf("bulk-stranger@example.com");
  }, 180_000);
  afterAll(async () => {
    await database.drop();
  });

  it("streams a ZIP of the selected MP3s, named after their titles, and leaves others' ids out", async () => {
    const a = await insertAudio(ownerId, "Oak Board");
    const b = await insertAudio(ownerId, "Oak Board");
    const theirs = await insertAudio(strangerId, "Secret");
    const res = await owner.request("/api/audios/archive", { json: { ids: [a, b, theirs] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("shelftalk-audios.zip");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("binary")).toBe("PK\u0003\u0004");
    const text = bytes.toString("latin1");
    expect(text).toContain("Oak-Board.mp3");
    expect(text).toContain("Oak-Board-2.mp3");
    expect(text).not.toContain("Secret");
    // Only others' ids: nothing to download, said like an unknown id.
    expect((await owner.request("/api/audios/archive", { json: { ids: [theirs] } })).status).toBe(404);
  });

  it("deletes the seller's selected audios and their files, never another seller's", async () => {
    const mine = [await insertAudio(ownerId, "One"), await insertAudio(ownerId, "Two")];
    const theirs = await insertAudio(strangerId, "Theirs");
    const res = await owner.request("/api/audios/bulk-delete", { json: { ids: [...mine, theirs] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ids: string[] }).ids.sort()).toEqual([...mine].sort());
    const left = await database.db.select({ id: generatedAudios.id }).from(generatedAudios);
    expect(left.map((r) => r.id)).toContain(theirs);
    expect(left.map((r) => r.id)).not.toContain(mine[0]);
    expect(await setup.deps.storage.read(`audio-uploads/${ownerId}/generated-audio-${mine[0]}.mp3`)).toBeNull();
    expect((await stranger.request("/api/audios")).status).toBe(200);
  });

  it("validates the ids: at least one, uuids only, at most 500, signed in", async () => {
    const tooMany = Array.from({ length: LIBRARY_BULK_MAX_IDS + 1 }, () => randomUUID());
    for (const ids of [[], ["not-a-uuid"], tooMany]) {
      expect((await owner.request("/api/audios/bulk-delete", { json: { ids } })).status).toBe(400);
      expect((await owner.request("/api/audios/archive", { json: { ids } })).status).toBe(400);
    }
    const anonymous = await setup.app.request("http://localhost:3000/api/audios/bulk-delete", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ ids: [randomUUID()] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
