import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { GOOD_PASSWORD, signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { BROWSER_AGENT, generateAudio, publish } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, secondHandleOn, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { toV1Audio } from "../../api/v1/v1-audios";
import { audioPublications, generatedAudios, libraryVersions, users } from "../../db/schema/index";
import { applyCreditChange } from "../credits/credit-ledger";
import { toAudioView } from "./audio-view";

const APP_URL = "http://localhost:3000";

/**
 * Decision 142: triggers move a workspace's library version with every change to its audios and
 * publications, and each process resends its kept list (and v1 pages) while the version is the
 * one it was built under. Two app instances on one database stand for two processes: each has
 * its own caches (a second drizzle handle), the rows are shared.
 */
describe(`library versions kept by triggers (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let one: ReturnType<typeof createTestApp>;
  let two: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    one = createTestApp({ database, config, deps: { mail } });
    two = createTestApp({ database: secondHandleOn(database), config, deps: { mail } });
  }, 120_000);
  afterAll(async () => {
    for (const { deps } of [one, two]) await deps.speech.close?.();
    await database.drop();
  });

  /** A seller signed in on both instances (a session on each), with credits and an API key. */
  async function seller(email: string) {
    const onOne = await signUpConfirmed(one.app, mail, email);
    const onTwo = new TestClient(two.app);
    const signedIn = await onTwo.request("/api/auth/sign-in/email", { json: { email, password: GOOD_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row!.id;
    await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId: id, delta: 20, reason: "purchase", reference: `library-version-${id}` }),
    );
    const { key } = await createApiKeyFor(onOne);
    return { id, onOne, onTwo, v1: [keyClient(one.app, key), keyClient(two.app, key)] as const };
  }
  type Seller = Awaited<ReturnType<typeof seller>>;

  const versionOf = async (workspaceId: string) => {
    const [row] = await database.db
      .select({ version: libraryVersions.version })
      .from(libraryVersions)
      .where(eq(libraryVersions.workspaceId, workspaceId));
    return row ? String(row.version) : null;
  };
  const lastVersionGiven = async () => {
    const result = (await database.db.execute(sql`select last_value::text as last from library_version_seq`)) as {
      rows: Array<{ last: string }>;
    };
    return BigInt(result.rows[0]!.last);
  };

  /** The workspace's audios as the list shows them, read now, newest first. */
  async function views(workspaceId: string): Promise<AudioView[]> {
    const rows = await database.db
      .select()
      .from(generatedAudios)
      .leftJoin(audioPublications, eq(audioPublications.audioId, generatedAudios.id))
      .where(eq(generatedAudios.userId, workspaceId))
      .orderBy(desc(generatedAudios.createdAt), asc(generatedAudios.id));
    return rows.map((row) => toAudioView(row.generated_audios, row.audio_publications ?? undefined, APP_URL));
  }

  /** Both instances' cookie list and first v1 page, each byte for byte what is in the database now. */
  async function expectBothFresh(who: Seller) {
    const shown = await views(who.id);
    const list = JSON.stringify({ audios: shown });
    const page = JSON.stringify({
      data: shown.map((view) => toV1Audio(view, APP_URL)),
      has_more: false,
      next_cursor: null,
    });
    for (const client of [who.onOne, who.onTwo]) {
      const res = await client.request("/api/audios");
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(list);
    }
    for (const api of who.v1) {
      const res = await api("/api/v1/audios?limit=20");
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(page);
    }
  }

  it("moves the version with every change, once per transaction, and both instances show each change at once", async () => {
    const who = await seller("versions@example.com");
    await expectBothFresh(who);
    const seen = new Set<string | null>([await versionOf(who.id)]);
    const expectMoved = async () => {
      const version = await versionOf(who.id);
      expect(version).not.toBeNull();
      expect(seen.has(version)).toBe(false);
      seen.add(version);
      await expectBothFresh(who);
      await expectBothFresh(who); // and again, from what each instance kept
    };

    // Changes made through one instance, then the other, then by hand in SQL.
    const first = await generateAudio(who.onOne, "Oak chopping board, 40 x 25 cm, oiled.");
    await expectMoved();
    const second = await generateAudio(who.onTwo, "Linen apron with two pockets, adjustable strap.");
    await expectMoved();
    expect(
      (await who.onTwo.request(`/api/audios/${first.id}`, { method: "PATCH", json: { title: "Board" } })).status,
    ).toBe(200);
    await expectMoved();
    const { publicId } = await publish(who.onOne, first.id);
    await expectMoved();
    const play = await two.app.request(`${APP_URL}/api/plays/${publicId}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER_AGENT },
      body: "play",
    });
    expect(play.status).toBe(204);
    await expectMoved();
    expect((await views(who.id)).find((view) => view.id === first.id)).toMatchObject({ plays: 1, published: true });
    expect((await who.onOne.request(`/api/audios/${first.id}/publish`, { method: "DELETE" })).status).toBe(200);
    await expectMoved();
    await database.db.execute(
      sql`update audio_publications set plays = 41, completion_total = 2050 where audio_id = ${first.id}`,
    );
    await expectMoved();
    await database.db.execute(sql`update generated_audios set title = 'By hand' where id = ${second.id}`);
    await expectMoved();
    const byHand = randomUUID();
    await database.db
      .execute(sql`insert into generated_audios (id, user_id, title, script_content, audio_url, storage_key, language, voice_type)
      values (${byHand}, ${who.id}, 'Inserted by hand', 'A script.', ${`/api/audios/${byHand}/file`}, ${`k/${byHand}.mp3`}, 'en', 'alloy')`);
    await expectMoved();

    // A published audio deleted (its publication goes by cascade), then the rest in one bulk delete.
    await publish(who.onTwo, second.id);
    await expectMoved();
    expect((await who.onOne.request(`/api/audios/${second.id}`, { method: "DELETE" })).status).toBe(200);
    await expectMoved();
    await publish(who.onOne, first.id);
    await expectMoved();
    const before = await lastVersionGiven();
    const bulk = await who.onTwo.request("/api/audios/bulk-delete", { json: { ids: [first.id, byHand] } });
    expect(bulk.status).toBe(200);
    // Two audios and a publication in one transaction: one new version, not one per row.
    expect(await lastVersionGiven()).toBe(before + 1n);
    await expectMoved();
    expect(await views(who.id)).toEqual([]);
  }, 120_000);

  it("leaves the version as it was when the change is rolled back", async () => {
    const who = await seller("rolled-back@example.com");
    await generateAudio(who.onOne, "Stoneware mug, 350 ml, speckled glaze.");
    await expectBothFresh(who);
    const before = await versionOf(who.id);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(generatedAudios).set({ title: "Never" }).where(eq(generatedAudios.userId, who.id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await versionOf(who.id)).toBe(before);
    await expectBothFresh(who);
  }, 60_000);

  it("answers a workspace without a version row from the database: empty, or full when its row was removed", async () => {
    const who = await seller("no-version@example.com");
    expect(await versionOf(who.id)).toBeNull();
    await expectBothFresh(who);
    await expectBothFresh(who);
    expect(JSON.parse(await (await who.onTwo.request("/api/audios")).text())).toEqual({ audios: [] });

    // As a library older than the table would be, had the migration not given it a version.
    const audio = await generateAudio(who.onOne, "Beeswax candle, 200 g, cotton wick.");
    await expectBothFresh(who);
    const gone = await versionOf(who.id);
    await database.db.delete(libraryVersions).where(eq(libraryVersions.workspaceId, who.id));
    await expectBothFresh(who);
    // Changed while no row exists: the change makes the row again, with a version never given before.
    await database.db.update(generatedAudios).set({ title: "Candle" }).where(eq(generatedAudios.id, audio.id));
    const again = await versionOf(who.id);
    expect(again).not.toBeNull();
    expect(BigInt(again!)).toBeGreaterThan(BigInt(gone!));
    await expectBothFresh(who);
    expect(JSON.parse(await (await who.onTwo.request("/api/audios")).text())).toMatchObject({
      audios: [{ title: "Candle" }],
    });
  }, 60_000);

  it("resends a kept answer on the version alone: a change that moves no version goes unseen until one does", async () => {
    // Not a way to change data: this shows the key is no longer read while the version holds.
    const who = await seller("version-alone@example.com");
    const audio = await generateAudio(who.onOne, "Cork yoga block, natural, 23 x 15 cm.");
    await expectBothFresh(who);
    const titleOn = async (client: TestClient) =>
      (JSON.parse(await (await client.request("/api/audios")).text()) as { audios: AudioView[] }).audios[0]!.title;
    const before = await titleOn(who.onTwo);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table generated_audios disable trigger generated_audios_library_changed`);
      await tx.execute(
        sql`update generated_audios set title = 'Unseen', updated_at = clock_timestamp() where id = ${audio.id}`,
      );
      await tx.execute(sql`alter table generated_audios enable trigger generated_audios_library_changed`);
    });
    expect(await titleOn(who.onTwo)).toBe(before);
    await database.db.execute(sql`update generated_audios set description = 'Seen' where id = ${audio.id}`);
    expect(await titleOn(who.onTwo)).toBe("Unseen");
    await expectBothFresh(who);
  }, 60_000);
});
