import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { generateAudio, libraryItem, pathOf, publish } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import type { OEmbedResponse, PublishInfo } from "../../../shared/publish/publish-schemas";

/** Issue 25, decision 092: public surfaces show the product's name, not the link-derived title. */
describe("the public title of an audio", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let owner: TestClient;
  let stranger: TestClient;
  let audio: AudioView;
  let info: PublishInfo;
  const anonymous = () => new TestClient(app);

  async function publicSurfaces() {
    const share = await (await anonymous().request(pathOf(info.shareUrl))).text();
    const embed = await (await anonymous().request(pathOf(info.embedUrl))).text();
    const oembed = (await (await anonymous().request(pathOf(info.oembedUrl))).json()) as OEmbedResponse;
    const download = await owner.request(`/api/audios/${audio.id}/file?download=1`);
    return { share, embed, oembed, disposition: download.headers.get("content-disposition") };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    owner = await signUpConfirmed(app, mail, "names@example.com");
    stranger = await signUpConfirmed(app, mail, "names-other@example.com");
    audio = await generateAudio(owner, "Lumen Desk Lamp\nThree colour temperatures. A solid oak base. Only $49.");
    info = await publish(owner, audio.id);
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("defaults to the name the seller gave, while the library keeps the spec's title", async () => {
    expect(audio.title).toBe("Product");
    expect(audio.public_title).toBe("Lumen Desk Lamp");
    const { share, embed, oembed, disposition } = await publicSurfaces();
    expect(share).toContain("<title>Lumen Desk Lamp · Listen on ShelfTalk</title>");
    expect(share).toContain('<meta property="og:title" content="Lumen Desk Lamp">');
    expect(share).toContain('"name":"Lumen Desk Lamp"');
    expect(share).not.toContain("<title>Product");
    expect(embed).toContain("<title>Lumen Desk Lamp · ShelfTalk player</title>");
    expect(embed).toContain(">Lumen Desk Lamp</p>");
    expect(oembed.title).toBe("Lumen Desk Lamp");
    expect(oembed.html).toContain('title="Listen: Lumen Desk Lamp"');
    expect(info.embedHtml).toContain('title="Listen: Lumen Desk Lamp"');
    expect((info.jsonLd as { name?: string }).name).toBe("Lumen Desk Lamp");
    expect(disposition).toContain('filename="Lumen-Desk-Lamp.mp3"');
  });

  it("is edited per audio by its owner only, validated, and every public surface follows", async () => {
    const patch = (client: TestClient, json: unknown) =>
      client.request(`/api/audios/${audio.id}`, { method: "PATCH", json });
    expect((await patch(stranger, { public_title: "Mine" })).status).toBe(404);
    const blank = await patch(owner, { public_title: "   " });
    expect(blank.status).toBe(400);
    expect((await patch(owner, { public_title: "x".repeat(101) })).status).toBe(400);
    expect((await patch(owner, { public_title: "two\nlines" })).status).toBe(400);
    expect((await patch(owner, {})).status).toBe(400);

    const saved = await patch(owner, { public_title: "  Lumen Lamp, oak  " });
    expect(saved.status).toBe(200);
    const item = await libraryItem(owner, audio.id);
    expect(item).toMatchObject({ title: "Product", public_title: "Lumen Lamp, oak" });
    const { share, embed, oembed, disposition } = await publicSurfaces();
    expect(share).toContain('<meta property="og:title" content="Lumen Lamp, oak">');
    expect(embed).toContain("<title>Lumen Lamp, oak · ShelfTalk player</title>");
    expect(oembed.title).toBe("Lumen Lamp, oak");
    expect(disposition).toContain('filename="Lumen-Lamp-oak.mp3"');

    // Renaming the library card leaves the public title alone.
    expect((await patch(owner, { title: "Spring promo" })).status).toBe(200);
    expect(await libraryItem(owner, audio.id)).toMatchObject({
      title: "Spring promo",
      public_title: "Lumen Lamp, oak",
    });
  });
});
