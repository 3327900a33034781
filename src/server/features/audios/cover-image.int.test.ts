import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import type { LoopbackServer } from "../../../test/fetch-test-support";
import { startImageSite } from "../../../test/fixtures/image-site";
import { TINY_JPEG, TINY_PNG } from "../../../test/fixtures/images";
import { readApic, readId3Frames } from "../../../test/id3-reader";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { scriptDrafts } from "../../db/schema/index";

const json = async <T>(res: Response) => (await res.json()) as T;
const text = (body: Uint8Array) => new TextDecoder("utf-16le").decode(body.subarray(3));

describe("the MP3's cover image (issue 18)", () => {
  let database: TestDatabase;
  let site: LoopbackServer;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startImageSite();
    const config = testConfig({ FETCH_ALLOW_HOSTS: site.hostPort, RATE_LIMIT_DISABLED: "true" });
    ({ app, deps } = createTestApp({ database, config, deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await site.close();
    await database.drop();
  });

  /** Writes a script from the page (its main image at `image`), makes its audio, returns the MP3 and draft. */
  async function audioFrom(via: "og" | "jsonld", image: string) {
    n += 1;
    const client: TestClient = await signUpConfirmed(app, mail, `cover-${n}@example.com`);
    const link = `${site.origin}/page/${via}?image=${encodeURIComponent(image)}`;
    const scriptRes = await client.request("/api/scripts", { json: { productLink: link, language: "en" } });
    expect(scriptRes.status).toBe(200);
    const { script, draftId } = await json<{ script: string; draftId: string }>(scriptRes);
    const [draft] = await database.db.select().from(scriptDrafts).where(eq(scriptDrafts.id, draftId));
    const started = Date.now();
    const res = await client.request("/api/audios", {
      json: { draftId, text: script, voice: "nova", idempotencyKey: `cover-${n}-${Date.now()}` },
    });
    const elapsed = Date.now() - started;
    const body = await json<{ audio?: { audio_url: string }; error?: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    const file = await client.request(body.audio!.audio_url);
    expect(file.status).toBe(200);
    return { mp3: new Uint8Array(await file.arrayBuffer()), draft: draft!, elapsed };
  }

  it("puts the page's og:image, served on loopback, in the MP3 as the front cover, byte for byte", async () => {
    const { mp3, draft } = await audioFrom("og", "/img/cover.png");
    expect(draft.imageUrl).toBe(`${site.origin}/img/cover.png`);
    const frames = readId3Frames(mp3);
    expect(readApic(frames.APIC!)).toEqual({ encoding: 0, mime: "image/png", pictureType: 3, image: TINY_PNG });
    expect(text(frames.TIT2!)).toBe("Aurora Pro Wireless Headphones");
    expect(text(frames.TPE1!)).toBe("Lumen Audio");
  });

  it("takes a JSON-LD image too, and trusts the JPEG's bytes over a vague content type", async () => {
    const { mp3, draft } = await audioFrom("jsonld", `${site.origin}/img/cover.jpg`);
    expect(draft.imageUrl).toBe(`${site.origin}/img/cover.jpg`);
    expect(readApic(readId3Frames(mp3).APIC!)).toEqual({
      encoding: 0,
      mime: "image/jpeg",
      pictureType: 3,
      image: TINY_JPEG,
    });
  });

  it("still makes the audio, without a cover, when the image is missing, HTML or 5 MB", async () => {
    for (const image of ["/img/missing.png", "/img/html.png", "/img/huge.png", "/img/cover.svg"]) {
      const { mp3, elapsed } = await audioFrom("og", image);
      const frames = readId3Frames(mp3);
      expect(frames.APIC, image).toBeUndefined();
      // The image was asked for (and refused), not skipped.
      expect(site.hits.some((hit) => hit.endsWith(image))).toBe(true);
      expect(text(frames.TIT2!)).toBe("Aurora Pro Wireless Headphones");
      expect(new TextDecoder("utf-16le").decode(frames.COMM!.subarray(10))).toBe("AI-generated voice");
      expect(elapsed, image).toBeLessThan(15_000);
    }
  });
});
