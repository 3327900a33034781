import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient, type KeyClient } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { apiKeys, creditLedger, generatedAudios, users } from "../../db/schema/index";
import { applyCreditChange } from "../../features/credits/credit-ledger";

type Json = Record<string, unknown>;
const body = async <T = Json>(res: Response) => (await res.json()) as T;
type ErrorBody = { error: { code: string; message: string; request_id: string } };

describe(`developer API /api/v1 (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];

  const userIdOf = async (email: string) => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  };
  const grant = async (email: string, credits: number, reference: string) => {
    const userId = await userIdOf(email);
    await database.db.transaction((tx) =>
      applyCreditChange(tx, { userId, delta: credits, reason: "purchase", reference }),
    );
  };
  const script = async (api: KeyClient, details = "Handmade ceramic mug, 350 ml, glazed in ocean blue.") => {
    const res = await api("/api/v1/scripts", { json: { specifications: details, language: "en" } });
    expect(res.status, await res.clone().text()).toBe(200);
    return body<{ draftId: string; script: string }>(res);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("creates keys shown once, lists them without the key, and stores only a hash", async () => {
    const seller = await signUpConfirmed(app, mail, "keys@example.com");
    const created = await createApiKeyFor(seller, "Nightly sync");
    expect(created.key).toMatch(/^st_test_[0-9a-f]{12}[A-Za-z0-9_-]{32}$/);
    const list = await body<{ keys: Json[] }>(await seller.request("/api/keys"));
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toMatchObject({ id: created.id, name: "Nightly sync", last_used_at: null, revoked_at: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(20));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);

    const credits = await keyClient(app, created.key)("/api/v1/credits");
    expect(credits.status).toBe(200);
    expect(await body(credits)).toEqual({ credits: 1 });
    const after = await body<{ keys: Array<{ last_used_at: string | null }> }>(await seller.request("/api/keys"));
    expect(after.keys[0]!.last_used_at).not.toBeNull();
    // Keys are managed with the session only, and only by their owner.
    const other = await signUpConfirmed(app, mail, "keys-other@example.com");
    expect((await other.request(`/api/keys/${created.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await keyClient(app, created.key)("/api/keys")).status).toBe(401);
  });

  it("refuses missing, malformed, unknown and cookie-carrying credentials with a JSON error and request id", async () => {
    const seller = await signUpConfirmed(app, mail, "doors@example.com");
    const { key } = await createApiKeyFor(seller);
    const none = await app.request("http://localhost:3000/api/v1/credits");
    expect(none.status).toBe(401);
    const noneBody = await body<ErrorBody>(none);
    expect(noneBody.error.code).toBe("unauthorized");
    expect(noneBody.error.request_id).toBe(none.headers.get("x-request-id"));
    expect((await keyClient(app, "st_test_nope")("/api/v1/credits")).status).toBe(401);
    const forged = `${key.slice(0, 20)}${"A".repeat(32)}`;
    expect((await keyClient(app, forged)("/api/v1/credits")).status).toBe(401);
    const both = await keyClient(app, key)("/api/v1/credits", { headers: { cookie: seller.cookieHeader() } });
    expect(both.status).toBe(400);
    expect((await body<ErrorBody>(both)).error.code).toBe("cookie_with_key");
    // A session alone does not open the API.
    expect((await seller.request("/api/v1/credits")).status).toBe(401);
  });

  it("needs no CSRF token for keys, while the cookie routes keep their origin check", async () => {
    const seller = await signUpConfirmed(app, mail, "csrf@example.com");
    const { key } = await createApiKeyFor(seller);
    const res = await keyClient(app, key)("/api/v1/scripts", {
      json: { specifications: "A wool scarf, 180 cm, hand-knitted.", language: "en" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(200);
    const cookieRoute = await seller.request("/api/keys", {
      json: { name: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect(cookieRoute.status).toBe(403);
    const cookieAndKey = await keyClient(app, key)("/api/v1/scripts", {
      json: { specifications: "x", language: "en" },
      headers: { origin: "https://evil.example", cookie: seller.cookieHeader() },
    });
    expect(cookieAndKey.status).toBe(403);
  });

  it("makes one audio for 20 concurrent duplicates with one Idempotency-Key and charges once", async () => {
    const email = "idem@example.com";
    const seller = await signUpConfirmed(app, mail, email);
    await grant(email, 2, "test:idem");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const { draftId, script: text } = await script(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("/api/v1/audios", { json: { draftId, text, voice: "nova" }, headers: { "idempotency-key": "order-42" } }),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => body<{ audio: { id: string } }>(res)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => b.audio.id)).size).toBe(1);
    const userId = await userIdOf(email);
    const audios = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, userId));
    expect(audios).toHaveLength(1);
    const spends = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = 'generation'`);
    expect(Number(spends[0]!.n)).toBe(1);
    expect(await body(await api("/api/v1/credits"))).toEqual({ credits: 2 });
    // The same key later answers the same audio again, still without a charge.
    const again = await api("/api/v1/audios", {
      json: { draftId, text, voice: "nova" },
      headers: { "idempotency-key": "order-42" },
    });
    expect((await body<{ audio: { id: string } }>(again)).audio.id).toBe(bodies[0]!.audio.id);
    expect(await body(await api("/api/v1/credits"))).toEqual({ credits: 2 });
    // The same key for another script is a client bug: refused, not answered with the first audio.
    const other = await script(api, "A walnut serving tray, 45 cm.");
    const reused = await api("/api/v1/audios", {
      json: { draftId: other.draftId, text: other.script, voice: "nova" },
      headers: { "idempotency-key": "order-42" },
    });
    expect(reused.status).toBe(409);
    expect((await body<ErrorBody>(reused)).error.code).toBe("idempotency_key_reused");
    // So is the same key for the same script with another text, voice or speed (issue 26).
    for (const changed of [
      { draftId, text: `${text} Now with a lid.`, voice: "nova" },
      { draftId, text, voice: "alloy" },
      { draftId, text, voice: "nova", speed: 1.2 },
    ]) {
      const res = await api("/api/v1/audios", { json: changed, headers: { "idempotency-key": "order-42" } });
      expect(res.status, JSON.stringify(changed)).toBe(409);
      expect((await body<ErrorBody>(res)).error.code).toBe("idempotency_key_reused");
    }
    expect(await body(await api("/api/v1/credits"))).toEqual({ credits: 2 });
  });

  it("answers 404 for another seller's script draft, charging no one", async () => {
    const owner = await signUpConfirmed(app, mail, "draft-owner@example.com");
    const { draftId, script: text } = await script(keyClient(app, (await createApiKeyFor(owner)).key));
    const email = "draft-intruder@example.com";
    const intruder = await signUpConfirmed(app, mail, email);
    const api = keyClient(app, (await createApiKeyFor(intruder)).key);
    const res = await api("/api/v1/audios", {
      json: { draftId, text, voice: "nova" },
      headers: { "idempotency-key": "not-mine-1" },
    });
    expect(res.status).toBe(404);
    expect((await body<ErrorBody>(res)).error.code).toBe("not_found");
    expect(await body(await api("/api/v1/credits"))).toEqual({ credits: 1 });
    // The refusal left no trace: the key is free for a real request of the intruder's own.
    const own = await script(api, "A linen apron with two pockets.");
    const ok = await api("/api/v1/audios", {
      json: { draftId: own.draftId, text: own.script, voice: "nova" },
      headers: { "idempotency-key": "not-mine-1" },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it("lists with cursors, fetches, downloads with the key, publishes and deletes; another seller gets 404", async () => {
    const email = "library@example.com";
    const seller = await signUpConfirmed(app, mail, email);
    await grant(email, 3, "test:library");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const ids: string[] = [];
    for (const word of ["red", "green", "blue"]) {
      const { draftId, script: text } = await script(api, `A ${word} cotton tote bag, 40 by 38 cm.`);
      const res = await api("/api/v1/audios", {
        json: { draftId, text, voice: "nova" },
        headers: { "idempotency-key": `lib-${word}` },
      });
      expect(res.status).toBe(200);
      ids.push((await body<{ audio: { id: string } }>(res)).audio.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(`/api/v1/audios?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = await body<{ data: Array<{ id: string }>; has_more: boolean; next_cursor: string | null }>(res);
      seen.push(...page.data.map((a) => a.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    // A client that accepts gzip gets the same page gzipped (kept compressed with the page), others plain.
    const plain = await api("/api/v1/audios?limit=3");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainText = await plain.text();
    for (let i = 0; i < 2; i += 1) {
      const zipped = await api("/api/v1/audios?limit=3", { headers: { "accept-encoding": "gzip, deflate" } });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(plainText);
    }
    expect((await api("/api/v1/audios?cursor=bm9wZQ")).status).toBe(400);
    expect((await api("/api/v1/audios?limit=500")).status).toBe(400);

    const one = await api(`/api/v1/audios/${ids[0]}`);
    const audio = await body<{ id: string; download_url: string; audio_url: string }>(one);
    expect(audio.id).toBe(ids[0]);
    const file = await api(new URL(audio.download_url).pathname + new URL(audio.download_url).search);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const published = await api(`/api/v1/audios/${ids[0]}/publish`, { method: "POST" });
    expect(published.status).toBe(200);
    expect(await body(published)).toMatchObject({ published: true });
    const unpublished = await api(`/api/v1/audios/${ids[0]}/unpublish`, { method: "POST" });
    expect(await body(unpublished)).toMatchObject({ published: false });

    const stranger = await signUpConfirmed(app, mail, "stranger@example.com");
    const theirs = keyClient(app, (await createApiKeyFor(stranger)).key);
    for (const [path, method] of [
      [`/api/v1/audios/${ids[0]}`, "GET"],
      [`/api/v1/audios/${ids[0]}/file`, "GET"],
      [`/api/v1/audios/${ids[0]}`, "DELETE"],
      [`/api/v1/audios/${ids[0]}/publish`, "POST"],
    ] as const) {
      const res = await theirs(path, { method });
      expect(res.status, path).toBe(404);
      expect((await body<ErrorBody>(res)).error.code).toBe("not_found");
    }
    expect((await theirs(`/api/v1/audios?cursor=${Buffer.from(ids[1]!).toString("base64url")}`)).status).toBe(400);

    const removed = await api(`/api/v1/audios/${ids[0]}`, { method: "DELETE" });
    expect(await body(removed)).toEqual({ id: ids[0], deleted: true });
    expect((await api(`/api/v1/audios/${ids[0]}`)).status).toBe(404);
  });

  it("refuses a key revoked mid-run at once, on the very next request", async () => {
    const seller = await signUpConfirmed(app, mail, "revoke@example.com");
    const { id, key } = await createApiKeyFor(seller);
    const api = keyClient(app, key);
    // A second process: its own app over the same database, used alternately.
    const elsewhere = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
    const apiElsewhere = keyClient(elsewhere.app, key);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      if (i === 3) expect((await seller.request(`/api/keys/${id}`, { method: "DELETE" })).status).toBe(200);
      statuses.push((await (i % 2 === 0 ? api : apiElsewhere)("/api/v1/credits")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 401, 401, 401]);
    const refused = await body<ErrorBody>(await api("/api/v1/audios"));
    expect(refused.error.code).toBe("key_revoked");
    expect((await apiElsewhere("/api/v1/audios")).status).toBe(401);
    const list = await body<{ keys: Array<{ revoked_at: string | null }> }>(await seller.request("/api/keys"));
    expect(list.keys[0]!.revoked_at).not.toBeNull();
  });

  it("validates input with a readable message and a stable code", async () => {
    const seller = await signUpConfirmed(app, mail, "invalid@example.com");
    const api = keyClient(app, (await createApiKeyFor(seller)).key);
    const res = await api("/api/v1/audios", { json: { draftId: "nope", text: "", voice: "nova" } });
    expect(res.status).toBe(400);
    const error = await body<ErrorBody>(res);
    expect(error.error.code).toBe("invalid_input");
    expect(error.error.message.length).toBeGreaterThan(5);
    expect((await api("/api/v1/scripts", { json: { language: "en" } })).status).toBe(400);
  });
});

describe(`developer API rate limits per key (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = createTestApp({ database, config: testConfig({ API_RATE_LIMIT_PER_MINUTE: "3" }), deps: { mail } }));
  });
  afterAll(() => database.drop());

  it("answers RateLimit-* headers, then 429 with Retry-After, counted per key", async () => {
    const seller = await signUpConfirmed(app, mail, "limits@example.com");
    const first = keyClient(app, (await createApiKeyFor(seller, "one")).key);
    const second = keyClient(app, (await createApiKeyFor(seller, "two")).key);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await first("/api/v1/credits"));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers.get("ratelimit-limit")).toBe("3");
    expect(answers[0]!.headers.get("ratelimit-remaining")).toBe("2");
    expect(Number(answers[0]!.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(Number(answers[3]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await body<ErrorBody>(answers[3]!)).error.code).toBe("rate_limited");
    expect((await second("/api/v1/credits")).status).toBe(200);
  });

  it("holds the per-key and per-seller limits across two app instances on one database (decision 139)", async () => {
    // Two apps are two processes: each counts in its own leases of the shared counters.
    const config = testConfig({ API_RATE_LIMIT_PER_MINUTE: "3", API_SELLER_RATE_LIMIT_PER_MINUTE: "5" });
    const apps = [
      createTestApp({ database, config, deps: { mail } }),
      createTestApp({ database, config, deps: { mail } }),
    ];
    const seller = await signUpConfirmed(apps[0]!.app, mail, "two-processes@example.com");
    const keys = [(await createApiKeyFor(seller, "one")).key, (await createApiKeyFor(seller, "two")).key];
    const ask = (key: string, i: number) => keyClient(apps[i % 2]!.app, key)("/api/v1/credits");
    // Within both limits, at once on both instances: all answered.
    const first = await Promise.all([0, 1, 2].map((i) => ask(keys[0]!, i)));
    expect(first.map((res) => res.status)).toEqual([200, 200, 200]);
    // The second key has its own 3, but the seller has 2 left, whichever instance answers.
    const second = [];
    for (let i = 0; i < 5; i += 1) second.push(await ask(keys[1]!, i));
    expect(second.map((res) => res.status)).toEqual([200, 200, 429, 429, 429]);
    expect((await body<ErrorBody>(second[2]!)).error.message).toMatch(/this account's API keys/);
    // Everything used up: many at once on both instances, none gets through.
    const rest = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(keys[i % 2]!, i >> 1)));
    expect(rest.map((res) => res.status)).toEqual(Array(20).fill(429));
    for (const { deps } of apps) await deps.speech.close?.();
  });
});
