import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { AUDIO_NAME_MAX_LENGTH } from "../../../shared/audios/audio-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { generatedAudios, users } from "../../db/schema/index";

type LibraryAudio = { id: string; title: string; product_name: string | null };
type Body = { audios?: LibraryAudio[]; audio?: LibraryAudio; error?: string; code?: string };
const json = async (res: Response) => (await res.json()) as Body;

/** Issue 14, item 11: library cards carry the product's name, can be renamed and searched. */
describe("library rename and search", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let owner: TestClient;
  let stranger: TestClient;
  let ownerId: string;

  async function insertAudio(userId: string, fields: Partial<typeof generatedAudios.$inferInsert>) {
    const id = randomUUID();
    await database.db.insert(generatedAudios).values({
      id,
      userId,
      title: "Product",
      scriptContent: "A script.",
      audioUrl: `/api/audios/${id}/file`,
      storageKey: `audio-uploads/${userId}/generated-audio-${id}.mp3`,
      language: "en",
      voiceType: "alloy",
      ...fields,
    });
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    owner = await signUpConfirmed(app, mail, "librarian@example.com");
    stranger = await signUpConfirmed(app, mail, "snoop@example.com");
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "librarian@example.com"));
    ownerId = row!.id;
  });
  afterAll(async () => {
    await database.drop();
  });

  it("renames an audio for its owner only, and the cached list shows the new name at once", async () => {
    const id = await insertAudio(ownerId, { title: "Aurora Pro", productName: "Aurora Pro Wireless Headphones" });
    const before = await json(await owner.request("/api/audios"));
    expect(before.audios?.find((a) => a.id === id)).toMatchObject({
      title: "Aurora Pro",
      product_name: "Aurora Pro Wireless Headphones",
    });

    const renamed = await owner.request(`/api/audios/${id}`, { method: "PATCH", json: { title: "  Spring promo  " } });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).audio?.title).toBe("Spring promo");
    const after = await json(await owner.request("/api/audios"));
    expect(after.audios?.find((a) => a.id === id)?.title).toBe("Spring promo");

    const intrusion = await stranger.request(`/api/audios/${id}`, { method: "PATCH", json: { title: "Mine" } });
    expect(intrusion.status).toBe(404);
    const signedOut = await new TestClient(app).request(`/api/audios/${id}`, { method: "PATCH", json: { title: "X" } });
    expect(signedOut.status).toBe(401);
    expect((await owner.request(`/api/audios/not-an-id`, { method: "PATCH", json: { title: "X" } })).status).toBe(404);
    const [row] = await database.db.select().from(generatedAudios).where(eq(generatedAudios.id, id));
    expect(row?.title).toBe("Spring promo");
  });

  it("refuses an empty, overlong or multi-line name with a clear message", async () => {
    const id = await insertAudio(ownerId, { title: "Mug" });
    const cases: Array<[unknown, string]> = [
      ["   ", MESSAGES.library.nameRequired],
      [undefined, MESSAGES.library.nameRequired],
      ["x".repeat(AUDIO_NAME_MAX_LENGTH + 1), MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH)],
      ["two\nlines", "Please keep the name on a single line."],
    ];
    for (const [title, message] of cases) {
      const res = await owner.request(`/api/audios/${id}`, { method: "PATCH", json: { title } });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe(message);
    }
  });

  it("searches the owner's audios by every word, in any field, case-insensitively", async () => {
    const lamp = await insertAudio(ownerId, {
      title: "Desk Lamp",
      productName: "Lumio Brass Desk Lamp",
      scriptContent: "Warm light for late evenings.",
    });
    const rug = await insertAudio(ownerId, {
      title: "Product",
      description: "A wool rug, 100% handmade.",
      scriptContent: "Soft underfoot.",
    });
    await insertAudio(ownerId, { title: "Kettle", productLink: "https://shop.example.com/p/steel-kettle" });
    await insertAudio((await userIdOf("snoop@example.com"))!, { title: "Brass Lamp of someone else" });

    const search = async (q: string) =>
      ((await json(await owner.request(`/api/audios?q=${encodeURIComponent(q)}`))).audios ?? []).map((a) => a.id);
    expect(await search("brass")).toEqual([lamp]);
    expect(await search("LATE evenings")).toEqual([lamp]);
    expect(await search("lamp rug")).toEqual([]);
    expect(await search("100%")).toEqual([rug]);
    expect(await search("_")).toEqual([]);
    expect(await search("steel-kettle")).toHaveLength(1);
    // A blank search is the whole list.
    expect((await search("  ")).length).toBeGreaterThanOrEqual(4);

    const tooLong = await owner.request(`/api/audios?q=${"a".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect((await new TestClient(app).request("/api/audios?q=lamp")).status).toBe(401);
  });

  async function userIdOf(email: string) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  }
});
