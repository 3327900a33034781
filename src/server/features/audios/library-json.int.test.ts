import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { toAudioView } from "./audio-view";
import { libraryJson as libraryBody } from "./library-json";

const libraryJson = async (...args: Parameters<typeof libraryBody>) =>
  Buffer.from((await libraryBody(...args)).plain).toString("utf8");

/** Strings worth a round trip through the cache: quotes, backslashes, controls, separators, emoji. */
const AWKWARD = [
  'Say "hi" \\ bye',
  "line one\nline two\r\n\ttabbed",
  "\u0001\u001f control and \u007f delete",
  "separators \u2028 and \u2029",
  "Ünïcödé — ¥12,800 · 日本語 · 🎧",
  "</script><script>alert(1)</script>",
];

describe("library JSON with cached audio fragments", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop().catch(() => undefined);
  });

  async function insertAudio(userId: string, text: string, nulls = false): Promise<string> {
    const id = randomUUID();
    await database.db.insert(generatedAudios).values({
      id,
      userId,
      title: text,
      description: nulls ? null : `About: ${text}`,
      scriptContent: `Script: ${text}`,
      audioUrl: `/api/audios/${id}/file`,
      storageKey: `audio-uploads/${userId}/generated-audio-${id}.mp3`,
      language: "ja",
      voiceType: "nova",
      productLink: nulls ? null : `https://shop.example.com/p?q=${encodeURIComponent(text)}`,
      specifications: nulls ? null : text,
    });
    return id;
  }

  const setCreatedAt = (id: string, at: string) =>
    database.db.execute(sql`update generated_audios set created_at = ${at}::timestamptz where id = ${id}`);

  async function expectedLibrary(userId: string) {
    const rows = await database.db
      .select()
      .from(generatedAudios)
      .where(eq(generatedAudios.userId, userId))
      .orderBy(desc(generatedAudios.createdAt), asc(generatedAudios.id));
    return { audios: rows.map((row) => toAudioView(row)) };
  }

  it("is an empty list for a seller with no audios", async () => {
    expect(JSON.parse(await libraryJson(database.db, "nobody"))).toEqual({ audios: [] });
  });

  it("equals the audio views, newest first, before and after it is cached", async () => {
    const userId = `user-${randomUUID()}`;
    const ids = await Promise.all(AWKWARD.map((text, i) => insertAudio(userId, text, i === 1)));
    await setCreatedAt(ids[0]!, "2026-11-21 08:13:16.433567+00");
    await setCreatedAt(ids[1]!, "2026-11-21 08:13:16.999999+00");
    for (const id of ids.slice(2)) await setCreatedAt(id, "2026-06-01 12:00:00.000500+00"); // ties: by id
    await insertAudio("someone-else", "Not yours");

    const expected = await expectedLibrary(userId);
    expect(expected.audios).toHaveLength(AWKWARD.length);
    expect(JSON.parse(await libraryJson(database.db, userId))).toEqual(expected);
    expect(JSON.parse(await libraryJson(database.db, userId))).toEqual(expected); // from the cache
    expect(expected.audios[0]!.created_at).toBe("2026-11-21T08:13:16.999Z");
  });

  it("shows new and deleted audios at once, and rebuilds a row whose time was rewritten", async () => {
    const userId = `user-${randomUUID()}`;
    const first = await insertAudio(userId, "First");
    const second = await insertAudio(userId, "Second");
    await setCreatedAt(first, "2026-01-01 00:00:00+00");
    await setCreatedAt(second, "2026-01-02 00:00:00+00");
    await libraryJson(database.db, userId);

    // As another process would: straight into the database.
    const third = await insertAudio(userId, "Third");
    await database.db.delete(generatedAudios).where(eq(generatedAudios.id, second));
    await setCreatedAt(first, "2027-01-01 00:00:00+00");

    const library = JSON.parse(await libraryJson(database.db, userId)) as { audios: Array<{ id: string }> };
    expect(library.audios.map((audio) => audio.id)).toEqual([first, third]);
    expect(library).toEqual(await expectedLibrary(userId));
  });

  it("shows a publish, a play and an unpublish at once: what the list shows of a publication is in its key", async () => {
    const userId = `user-${randomUUID()}`;
    const id = await insertAudio(userId, "Published");
    type Item = { published: boolean; plays: number; share_url?: string; average_completion: number | null };
    const item = async () =>
      (JSON.parse(await libraryJson(database.db, userId, "https://shelftalk.example")) as { audios: Item[] })
        .audios[0]!;
    expect(await item()).toMatchObject({ published: false, plays: 0, average_completion: null });
    expect((await item()).share_url).toBeUndefined();

    // As another process would: straight into the database.
    await database.db.insert(audioPublications).values({ audioId: id, userId, publicId: "p".repeat(24) });
    expect(await item()).toMatchObject({
      published: true,
      plays: 0,
      share_url: `https://shelftalk.example/listen/${"p".repeat(24)}`,
    });
    await database.db
      .update(audioPublications)
      .set({ plays: 3, completionTotal: 200 })
      .where(eq(audioPublications.audioId, id));
    expect(await item()).toMatchObject({ published: true, plays: 3, average_completion: 67 });
    await database.db.update(audioPublications).set({ published: false }).where(eq(audioPublications.audioId, id));
    const after = await item();
    expect(after).toMatchObject({ published: false, plays: 3 });
    expect(after.share_url).toBeUndefined();
  });
});
