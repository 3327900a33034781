import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { makeMp3 } from "../../../test/audio-fixtures";
import type { TestClient } from "../../../test/auth-client";
import { startLoopbackTestApp, type LoopbackTestApp } from "../../../test/loopback-app";
import { createMemoryMail } from "../../../test/memory-mail";
import { testConfig } from "../../../test/test-app";
import { eq } from "drizzle-orm";
import { generatedAudios, users } from "../../db/schema/index";

type ErrorBody = { error?: string; code?: string };

describe("an owner's audio file: ids from the URL and caching (over loopback HTTP)", () => {
  let server: LoopbackTestApp;
  let owner: TestClient;
  let audioId: string;
  const mail = createMemoryMail();

  beforeAll(async () => {
    server = await startLoopbackTestApp({ config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } });
    const { database, deps } = server;
    owner = await signUpConfirmed(server.app, mail, "listener@example.com");
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "listener@example.com"));
    const userId = user!.id;
    // An audio as a finished generation leaves it: a row and its file.
    const storageKey = `audio-uploads/${userId}/generated-audio-1.mp3`;
    await deps.storage.put(storageKey, makeMp3(1), "audio/mpeg");
    const [row] = await database.db
      .insert(generatedAudios)
      .values({
        userId,
        title: "Mug",
        scriptContent: "Meet the mug.",
        audioUrl: "",
        storageKey,
        language: "en",
        voiceType: "nova",
      })
      .returning({ id: generatedAudios.id });
    audioId = row!.id;
  });
  afterAll(() => server.stop());

  it("answers 404, not a database error, for ids that are not UUIDs", async () => {
    const malformed = [
      "------------------------------------",
      "not-a-uuid",
      "1",
      `${"g".repeat(8)}-0000-0000-0000-000000000000`,
    ];
    for (const id of malformed) {
      for (const [method, path] of [
        ["GET", `/api/audios/${id}/file`],
        ["DELETE", `/api/audios/${id}`],
      ] as const) {
        const res = await owner.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(((await res.json()) as ErrorBody).code).toBe("not_found");
      }
    }
  });

  it("is revalidated on every play (no-cache with an ETag): 304 while signed in, 401 once signed out", async () => {
    const first = await owner.request(`/api/audios/${audioId}/file`);
    expect(first.status).toBe(200);
    const cacheControl = first.headers.get("cache-control") ?? "";
    expect(cacheControl).toContain("no-cache");
    expect(cacheControl).toContain("private");
    expect(cacheControl).not.toMatch(/max-age=[1-9]/);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();

    const revalidated = await owner.request(`/api/audios/${audioId}/file`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.arrayBuffer()).toHaveProperty("byteLength", 0);

    const cookie = owner.cookieHeader();
    expect((await owner.request("/api/account/sign-out", { method: "POST" })).status).toBe(200);
    const afterSignOut = await fetch(`${server.url}/api/audios/${audioId}/file`, {
      headers: { cookie, "if-none-match": etag },
    });
    expect(afterSignOut.status).toBe(401);
  });
});
