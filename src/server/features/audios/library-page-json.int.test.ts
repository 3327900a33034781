import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { audioPublications, generatedAudios } from "../../db/schema/index";
import { toAudioView } from "./audio-view";
import type { GzipBody } from "../../http/gzip-body";
import { pageOfAudioJson, type RenderedPage } from "./library-page-json";

const APP_URL = "https://shelftalk.example";
const renderer = { name: "test", render: (view: AudioView) => ({ ...view, extra: true }), appUrl: APP_URL };
/** Today's answer, composed the way the route composes it. */
const compose = (page: RenderedPage) =>
  `{"data":[${page.items.join(",")}],"has_more":${page.hasMore},"last":${JSON.stringify(page.lastId ?? null)}}`;
const text = (body: GzipBody | null) => (body === null ? null : Buffer.from(body.plain).toString("utf8"));

describe(`a page of audio JSON, batched and kept as sent (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop().catch(() => undefined);
  });

  async function insertAudios(userId: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = randomUUID();
      await database.db.insert(generatedAudios).values({
        id,
        userId,
        title: `Product "${i}" — 日本語 🎧`,
        scriptContent: `Script ${i}`,
        audioUrl: `/api/audios/${id}/file`,
        storageKey: `audio-uploads/${userId}/generated-audio-${id}.mp3`,
        language: "en",
        voiceType: "nova",
      });
      await database.db.execute(
        sql`update generated_audios set created_at = ${`2026-01-01 00:00:${String(i).padStart(2, "0")}+00`}::timestamptz where id = ${id}`,
      );
      ids.push(id);
    }
    return ids;
  }

  /** The page as it was answered before decision 139: views read one by one, serialised whole. */
  async function expectedPage(userId: string, limit: number, afterId?: string): Promise<string> {
    const rows = await database.db
      .select()
      .from(generatedAudios)
      .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
      .where(eq(generatedAudios.userId, userId))
      .orderBy(desc(generatedAudios.createdAt), desc(generatedAudios.id));
    const start = afterId ? rows.findIndex((row) => row.generated_audios.id === afterId) + 1 : 0;
    const shown = rows.slice(start, start + limit);
    const items = shown.map((row) =>
      JSON.stringify(renderer.render(toAudioView(row.generated_audios, row.audio_publications ?? undefined, APP_URL))),
    );
    return compose({
      items,
      hasMore: rows.length > start + limit,
      lastId: shown.at(-1)?.generated_audios.id,
    });
  }

  it("answers concurrent pages of several sellers in shared queries, each with only its own audios", async () => {
    const sellers = Array.from({ length: 6 }, () => `seller-${randomUUID()}`);
    const idsOf = new Map<string, string[]>();
    for (const [i, seller] of sellers.entries()) idsOf.set(seller, await insertAudios(seller, 3 + i));
    // Many at once, first pages and cursor pages, several limits: they share queries under load.
    const asks = sellers.flatMap((seller) => [
      { seller, limit: 2, afterId: undefined },
      { seller, limit: 20, afterId: undefined },
      { seller, limit: 2, afterId: idsOf.get(seller)!.at(-2) },
    ]);
    const answers = await Promise.all(
      [...asks, ...asks].map(({ seller, limit, afterId }) =>
        pageOfAudioJson(database.db, seller, { limit, ...(afterId ? { afterId } : {}) }, renderer, compose),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      const { seller, limit, afterId } = asks[i % asks.length]!;
      expect(text(answer)).toBe(await expectedPage(seller, limit, afterId));
    }
  });

  it("refuses a cursor that is another seller's audio, or not an id, even inside a shared batch", async () => {
    const mine = `seller-${randomUUID()}`;
    const theirs = `seller-${randomUUID()}`;
    const [myAudio] = await insertAudios(mine, 2);
    await insertAudios(theirs, 2);
    const [foreign, own, garbage] = await Promise.all([
      pageOfAudioJson(database.db, theirs, { limit: 5, afterId: myAudio! }, renderer, compose),
      pageOfAudioJson(database.db, mine, { limit: 5, afterId: myAudio! }, renderer, compose),
      pageOfAudioJson(database.db, mine, { limit: 5, afterId: "nope" }, renderer, compose),
    ]);
    expect(foreign).toBeNull();
    expect(garbage).toBeNull();
    expect(text(own)).toBe(await expectedPage(mine, 5, myAudio));
  });

  it("still checks a cursor never kept while the version holds, and refuses a kept page's cursor once deleted", async () => {
    const seller = `seller-${randomUUID()}`;
    const ids = await insertAudios(seller, 4);
    const [foreign] = await insertAudios(`seller-${randomUUID()}`, 1);
    const after = (afterId: string) => pageOfAudioJson(database.db, seller, { limit: 2, afterId }, renderer, compose);
    const kept = await after(ids[2]!);
    expect(text(kept)).toBe(await expectedPage(seller, 2, ids[2]));
    expect(await after(ids[2]!)).toBe(kept); // kept under the seller's version
    // The seller's version has not moved, but this cursor was never kept: it is checked, and refused.
    expect(await after(foreign!)).toBeNull();
    expect(await after(randomUUID())).toBeNull();
    expect(await after(ids[2]!)).toBe(kept);
    // Deleting the cursor's audio moves the version: the kept page is not sent again.
    await database.db.delete(generatedAudios).where(eq(generatedAudios.id, ids[2]!));
    expect(await after(ids[2]!)).toBeNull();
  });

  it("sends the kept bytes while nothing changed, and shows a new, renamed, published or deleted audio at once", async () => {
    const seller = `seller-${randomUUID()}`;
    const ids = await insertAudios(seller, 3);
    const page = () => pageOfAudioJson(database.db, seller, { limit: 2 }, renderer, compose);
    const first = await page();
    expect(await page()).toBe(first); // the very bytes kept
    expect(text(first)).toBe(await expectedPage(seller, 2));

    // Each change straight into the database, as another process would make it.
    const changes: Array<() => Promise<unknown>> = [
      async () => {
        const [id] = await insertAudios(seller, 1);
        await database.db.execute(
          sql`update generated_audios set created_at = '2027-01-01 00:00:00+00' where id = ${id}`,
        );
      },
      () =>
        database.db
          .update(generatedAudios)
          .set({ title: "Renamed", updatedAt: sql`now() + interval '1 second'` })
          .where(eq(generatedAudios.id, ids[2]!)),
      () =>
        database.db.insert(audioPublications).values({ audioId: ids[2]!, userId: seller, publicId: "q".repeat(24) }),
      () =>
        database.db
          .update(audioPublications)
          .set({ plays: 5, completionTotal: 300 })
          .where(eq(audioPublications.audioId, ids[2]!)),
      () =>
        database.db
          .delete(generatedAudios)
          .where(and(eq(generatedAudios.id, ids[2]!), eq(generatedAudios.userId, seller))),
    ];
    let before = text(await page());
    for (const change of changes) {
      await change();
      const after = text(await page());
      expect(after).not.toBe(before);
      expect(after).toBe(await expectedPage(seller, 2));
      before = after;
    }
  });
});
