import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRONUNCIATION_MAX_ENTRIES } from "../../../shared/pronunciations/pronunciation-limits";
import {
  CreatePronunciationResponseSchema,
  PRONUNCIATION_MESSAGES,
  PronunciationListResponseSchema,
} from "../../../shared/pronunciations/pronunciation-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { pronunciations, users } from "../../db/schema/index";
import type { PronunciationRule } from "../../providers/speech/apply-pronunciations";
import { decodeMp3 } from "../../audio/mp3/mp3-decode";
import { applyCreditChange } from "../credits/credit-ledger";

describe("pronunciation dictionary", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let seller: TestClient;
  let other: TestClient;
  let sellerId: string;

  const add = (client: TestClient, json: unknown) => client.request("/api/pronunciations", { json });
  const list = async (client: TestClient) =>
    PronunciationListResponseSchema.parse(await (await client.request("/api/pronunciations")).json());

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    ({ app, deps } = createTestApp({ database, config, deps: { mail } }));
    seller = await signUpConfirmed(app, mail, "brand@example.com");
    other = await signUpConfirmed(app, mail, "other@example.com");
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "brand@example.com"));
    sellerId = row!.id;
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("adds, lists and deletes the seller's own entries", async () => {
    const res = await add(seller, { term: "  DJUNGELSKOG ", sayAs: "YUNG-el-skog", language: "en" });
    expect(res.status).toBe(201);
    const { pronunciation } = CreatePronunciationResponseSchema.parse(await res.json());
    expect(pronunciation).toMatchObject({ term: "DJUNGELSKOG", sayAs: "YUNG-el-skog", language: "en" });
    const all = await add(seller, { term: "2-tlg", sayAs: "zweiteilig" });
    expect(all.status).toBe(201);
    const listed = await list(seller);
    expect(listed.max).toBe(PRONUNCIATION_MAX_ENTRIES);
    expect(listed.pronunciations.map((p) => [p.term, p.language])).toEqual([
      ["2-tlg", null],
      ["DJUNGELSKOG", "en"],
    ]);
    const removed = await seller.request(`/api/pronunciations/${pronunciation.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await list(seller)).pronunciations.map((p) => p.term)).toEqual(["2-tlg"]);
  });

  it("keeps entries private: another seller sees none and gets 404 for them", async () => {
    const { pronunciation } = CreatePronunciationResponseSchema.parse(
      await (await add(seller, { term: "Aurora", sayAs: "aw-ROAR-ah" })).json(),
    );
    expect((await list(other)).pronunciations).toEqual([]);
    expect((await other.request(`/api/pronunciations/${pronunciation.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.request(`/api/pronunciations/${pronunciation.id}/preview`)).status).toBe(404);
    expect((await other.request(`/api/pronunciations/not-a-uuid`, { method: "DELETE" })).status).toBe(404);
    expect((await list(seller)).pronunciations.map((p) => p.term)).toContain("Aurora");
  });

  it("refuses signed-out requests, bad input, duplicates and more than the maximum", async () => {
    const anonymous = await app.request("http://localhost:3000/api/pronunciations");
    expect(anonymous.status).toBe(401);
    // Cookie routes: another site's page cannot add or delete entries with the seller's cookie.
    const crossSite = await seller.request("/api/pronunciations", {
      json: { term: "Evil", sayAs: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const empty = await add(seller, { term: " ", sayAs: "x" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(PRONUNCIATION_MESSAGES.termRequired);
    expect((await add(seller, { term: "x".repeat(61), sayAs: "x" })).status).toBe(400);
    expect((await add(seller, { term: "ok", sayAs: "x", language: "xx" })).status).toBe(400);
    await add(seller, { term: "Dup", sayAs: "one", language: "de" });
    const duplicate = await add(seller, { term: "Dup", sayAs: "two", language: "de" });
    expect(duplicate.status).toBe(409);
    expect((await add(seller, { term: "Dup", sayAs: "two", language: "fr" })).status).toBe(201);

    const filler = Array.from({ length: PRONUNCIATION_MAX_ENTRIES }, (_, i) => ({
      userId: sellerId,
      term: `filler-${i}`,
      sayAs: "x",
    }));
    const existing = (await list(seller)).pronunciations.length;
    await database.db.insert(pronunciations).values(filler.slice(0, PRONUNCIATION_MAX_ENTRIES - existing));
    const over = await add(seller, { term: "one-too-many", sayAs: "x" });
    expect(over.status).toBe(409);
    await database.db.delete(pronunciations).where(eq(pronunciations.sayAs, "x"));
  });

  it("plays a preview of the respelling as MP3", async () => {
    const { pronunciation } = CreatePronunciationResponseSchema.parse(
      await (await add(seller, { term: "Kallax", sayAs: "KAH-lax", language: "en" })).json(),
    );
    const res = await seller.request(`/api/pronunciations/${pronunciation.id}/preview?voice=nova`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const decoded = await decodeMp3(new Uint8Array(await res.arrayBuffer()));
    expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(0.3);
  });

  it("gives the seller's entries (and only theirs) to the engine for their next audios", async () => {
    await applyCreditChange(database.db, { userId: sellerId, delta: 1, reason: "adjustment", reference: "test:say" });
    await add(seller, { term: "DJUNGELSKOG", sayAs: "Yungelskog", language: "en" });
    await add(seller, { term: "Stuhl", sayAs: "Shtool", language: "de" });
    const seen: Array<readonly PronunciationRule[] | undefined> = [];
    const synthesize = deps.speech.synthesize.bind(deps.speech);
    deps.speech.synthesize = (input) => {
      seen.push(input.pronunciations);
      return synthesize(input);
    };
    const draft = await seller.request("/api/scripts", {
      json: { specifications: "DJUNGELSKOG, a plush bear toy, 100 cm.", language: "en" },
    });
    const { draftId } = (await draft.json()) as { draftId: string };
    const res = await seller.request("/api/audios", {
      json: { draftId, text: "Meet DJUNGELSKOG.", voice: "alloy", idempotencyKey: `say-${Date.now()}` },
    });
    expect(res.status).toBe(200);
    const terms = seen.at(-1)?.map((rule) => rule.term) ?? [];
    // Its English and all-language entries; not the German one, and nothing of the other seller's.
    expect(terms).toContain("DJUNGELSKOG");
    expect(terms).toContain("2-tlg");
    expect(terms).not.toContain("Stuhl");
    const others = await list(other);
    expect(others.pronunciations).toEqual([]);
  });
});
