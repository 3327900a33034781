import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";
import { signUpConfirmed } from "../../../test/accounts";
import { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { BROWSER_AGENT, generateAudio, libraryItem, pathOf, publish } from "../../../test/publish-kit";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import type { OEmbedResponse, PublishInfo } from "../../../shared/publish/publish-schemas";
import { audioCaptions, audioPublications, generatedAudios } from "../../db/schema/index";
import { mp3Duration } from "../../audio/mp3/mp3-frames";

const APP = "http://localhost:3000";

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe("publishing an audio: share page, embed, public files, oEmbed", () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let owner: TestClient;
  let stranger: TestClient;
  let audio: AudioView;
  let info: PublishInfo;
  const anonymous = () => new TestClient(app);

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    owner = await signUpConfirmed(app, mail, "publisher@example.com");
    stranger = await signUpConfirmed(app, mail, "other-seller@example.com");
    audio = await generateAudio(
      owner,
      "Aurora kettle: boils 1.7 litres in four minutes. Brushed steel, auto shut-off. Only $49.",
    );
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("publishes for the owner only, idempotently, with links that never hold the private id", async () => {
    expect((await libraryItem(owner, audio.id)).published).toBe(false);
    expect((await anonymous().request(`/api/audios/${audio.id}/publish`, { method: "POST" })).status).toBe(401);
    expect((await stranger.request(`/api/audios/${audio.id}/publish`, { method: "POST" })).status).toBe(404);
    expect((await stranger.request(`/api/audios/${audio.id}/publish`, { method: "DELETE" })).status).toBe(404);
    expect((await stranger.request(`/api/audios/${audio.id}/publish`)).status).toBe(404);

    info = await publish(owner, audio.id);
    expect(Object.keys(info)).toEqual(expect.arrayContaining(["shareUrl", "embedHtml", "oembedUrl", "jsonLd"]));
    expect(info.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(info.shareUrl).toBe(`${APP}/listen/${info.publicId}`);
    expect(info.oembedUrl).toBe(`${APP}/api/oembed?url=${encodeURIComponent(info.shareUrl)}&format=json`);
    for (const text of [info.shareUrl, info.embedHtml, info.embedUrl, info.audioUrl, info.oembedUrl]) {
      expect(text).not.toContain(audio.id);
    }
    expect(info.embedHtml).toMatch(/^<iframe src="http:\/\/localhost:3000\/embed\/[\w-]{24}" /);
    expect(info.embedHtml).toContain('height="200"');
    expect(info.embedHtml).toContain('loading="lazy"');
    expect(info.embedHtml).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"');
    // Idempotent: the same public id and answer again.
    expect(await publish(owner, audio.id)).toEqual(info);
    const read = await owner.request(`/api/audios/${audio.id}/publish`);
    expect(await read.json()).toEqual(info);

    const item = await libraryItem(owner, audio.id);
    expect(item).toMatchObject({ published: true, plays: 0, share_url: info.shareUrl, average_completion: null });
  });

  it("serves a share page that needs no JavaScript, with the SEO data", async () => {
    const res = await anonymous().request(pathOf(info.shareUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain(`<h1 lang="en">${audio.title}</h1>`);
    expect(html).toContain("AI-generated voice");
    // The player without script: the browser's controls on the public MP3, loaded only on play.
    expect(html).toContain(`<audio class="stp-native" controls preload="none" src="${info.audioUrl}">`);
    expect(html).toContain("<noscript><style>.stp-ui{display:none}.stp-native{display:block}</style></noscript>");
    // The transcript is the script, as text.
    const firstWords = audio.script_content.split(/\s+/).slice(0, 3).join(" ");
    expect(html).toContain(firstWords);
    expect(html).toContain(`<meta property="og:audio" content="${info.audioUrl}">`);
    expect(html).toContain('<meta property="og:audio:type" content="audio/mpeg">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain(`<link rel="canonical" href="${info.shareUrl}">`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${info.oembedUrl.replace(/&/g, "&amp;")}"`,
    );
    expect(html).not.toContain(audio.id);

    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toEqual(info.jsonLd);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AudioObject",
      name: audio.title,
      contentUrl: info.audioUrl,
      encodingFormat: "audio/mpeg",
      inLanguage: "en",
      transcript: audio.script_content,
      uploadDate: audio.created_at,
    });
    expect(typeof jsonLd.description).toBe("string");
    expect(jsonLd.duration).toMatch(/^PT(\d+M)?\d+S$/);
    expect(info.jsonLdHtml).toBe(
      `<script type="application/ld+json">${JSON.stringify(info.jsonLd).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")}</script>`,
    );
  });

  it("lets only /embed/* be framed, by any origin, and sets no cookie there", async () => {
    const embed = await anonymous().request(pathOf(info.embedUrl), {
      headers: { cookie: "theme=dark", origin: "http://shop.example" },
    });
    expect(embed.status).toBe(200);
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embed.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'");
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect(embed.headers.get("set-cookie")).toBeNull();
    expect(embed.headers.get("x-robots-tag")).toBe("noindex");
    const html = await embed.text();
    expect(html).toContain('preload="none"');
    expect(html).toContain('aria-label="Play"');
    expect(html).toContain('aria-label="Seek"');
    expect(html).toContain('data-speed aria-label="Playback speed: 1×"');
    expect(html).toContain('aria-controls="stp-transcript"');
    expect(html).not.toContain(audio.id);
    for (const path of [pathOf(info.shareUrl), "/", "/api/health"]) {
      const res = await anonymous().request(path);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    expect((await anonymous().request(`${pathOf(info.embedUrl)}?theme=dark`)).status).toBe(200);
    expect(await (await anonymous().request(`${pathOf(info.embedUrl)}?theme=dark`)).text()).toContain(
      '<html lang="en" data-theme="dark">',
    );
  });

  it("serves the MP3 with ranges, a strong ETag, a five-minute public cache and CORS", async () => {
    const path = pathOf(info.audioUrl);
    const whole = await anonymous().request(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=300");
    expect(whole.headers.get("access-control-allow-origin")).toBe("*");
    expect(whole.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const etag = whole.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const owners = new Uint8Array(await (await owner.request(audio.audio_url)).arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(owners))).toBe(true);

    const ranged = await anonymous().request(path, { headers: { range: "bytes=100-299" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-299/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 300)))).toBe(true);
    expect((await anonymous().request(path, { headers: { "if-none-match": etag } })).status).toBe(304);
    const head = await anonymous().request(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("serves WebVTT captions timed by the engine: increasing cues inside the audio's length", async () => {
    const res = await anonymous().request(pathOf(info.captionsUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await anonymous().request(pathOf(info.captionsUrl), { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );
    const vtt = await res.text();
    const parsed = new WebVTTParser().parse(vtt);
    expect(parsed.errors).toEqual([]);
    const mp3 = new Uint8Array(await (await anonymous().request(pathOf(info.audioUrl))).arrayBuffer());
    const duration = mp3Duration(mp3);
    expect(parsed.cues.length).toBeGreaterThan(2);
    let previous = -1;
    for (const cue of parsed.cues) {
      expect(cue.startTime).toBeGreaterThan(previous);
      expect(cue.endTime).toBeGreaterThan(cue.startTime);
      expect(cue.endTime).toBeLessThanOrEqual(duration + 0.001);
      previous = cue.startTime;
    }
    expect(parsed.cues.map((cue) => cue.text).join(" ")).toBe(audio.script_content.replace(/\s+/g, " ").trim());
    const [stored] = await database.db.select().from(audioCaptions).where(eq(audioCaptions.audioId, audio.id));
    expect(stored?.timing).toBe("engine");
    expect(stored!.durationMs / 1000).toBeCloseTo(duration, 2);
  });

  it("answers oEmbed for the share URL, and nothing else", async () => {
    const res = await anonymous().request(pathOf(info.oembedUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await res.json()) as OEmbedResponse;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "ShelfTalk",
      title: audio.title,
      width: 640,
      height: 200,
    });
    expect(body.html).toContain(`src="${info.embedUrl}"`);
    const narrow = (await (
      await anonymous().request(`${pathOf(info.oembedUrl)}&maxwidth=400`)
    ).json()) as OEmbedResponse;
    expect(narrow.width).toBe(400);
    expect(narrow.html).toContain('width="400"');
    expect((await anonymous().request(`${pathOf(info.oembedUrl).replace("json", "xml")}`)).status).toBe(501);
    const foreign = encodeURIComponent(`https://evil.example/listen/${info.publicId}`);
    expect((await anonymous().request(`/api/oembed?url=${foreign}&format=json`)).status).toBe(404);
    expect((await anonymous().request("/api/oembed?format=json")).status).toBe(404);
  });

  it("unpublish: every public address answers exactly like an unknown id; figures stay; publishing again restores the id", async () => {
    const unpublished = await owner.request(`/api/audios/${audio.id}/publish`, { method: "DELETE" });
    expect(unpublished.status).toBe(200);
    expect(await unpublished.json()).toEqual({ published: false });
    const unknown = "AAAAAAAAAAAAAAAAAAAAAAAA";
    const pairs = [
      [pathOf(info.shareUrl), `/listen/${unknown}`],
      [pathOf(info.embedUrl), `/embed/${unknown}`],
      [pathOf(info.audioUrl), `/a/${unknown}.mp3`],
      [pathOf(info.captionsUrl), `/a/${unknown}.vtt`],
      [pathOf(info.oembedUrl), `/api/oembed?url=${encodeURIComponent(`${APP}/listen/${unknown}`)}&format=json`],
    ] as const;
    for (const [gone, never] of pairs) {
      const [a, b] = await Promise.all([anonymous().request(gone), anonymous().request(never)]);
      expect(a.status, gone).toBe(404);
      expect(b.status, never).toBe(404);
      expect(await a.text()).toBe(await b.text());
      expect(a.headers.get("content-type")).toBe(b.headers.get("content-type"));
    }
    const beacon = (id: string) =>
      app.request(`${APP}/api/plays/${id}`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER_AGENT },
        body: "play",
      });
    const [goneBeacon, neverBeacon] = await Promise.all([beacon(info.publicId), beacon(unknown)]);
    expect(goneBeacon.status).toBe(404);
    expect(neverBeacon.status).toBe(404);
    expect((await owner.request(`/api/audios/${audio.id}/publish`)).status).toBe(404);
    const item = await libraryItem(owner, audio.id);
    expect(item.published).toBe(false);
    expect(item.share_url).toBeUndefined();

    const again = await publish(owner, audio.id);
    expect(again.publicId).toBe(info.publicId);
    expect((await anonymous().request(pathOf(info.shareUrl))).status).toBe(200);
  });

  it("makes captions for an audio generated before captions were kept", async () => {
    const [row] = await database.db.select().from(generatedAudios).where(eq(generatedAudios.id, audio.id));
    const [copy] = await database.db
      .insert(generatedAudios)
      .values({ ...row!, id: undefined, createdAt: new Date() })
      .returning();
    const published = await publish(owner, copy!.id);
    const [stored] = await database.db.select().from(audioCaptions).where(eq(audioCaptions.audioId, copy!.id));
    expect(stored?.timing).toBe("estimated");
    const parsed = new WebVTTParser().parse(await (await anonymous().request(pathOf(published.captionsUrl))).text());
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.at(-1)!.endTime).toBeCloseTo(stored!.durationMs / 1000, 2);
  });

  it("deleting the audio deletes its public files and figures", async () => {
    const [row] = await database.db.select().from(generatedAudios).where(eq(generatedAudios.id, audio.id));
    expect(await deps.storage.stat(row!.storageKey)).not.toBeNull();
    const res = await owner.request(`/api/audios/${audio.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    for (const url of [info.shareUrl, info.embedUrl, info.audioUrl, info.captionsUrl, info.oembedUrl]) {
      expect((await anonymous().request(pathOf(url))).status, url).toBe(404);
    }
    const rows = await database.db.select().from(audioPublications).where(eq(audioPublications.audioId, audio.id));
    expect(rows).toEqual([]);
    expect(await database.db.select().from(audioCaptions).where(eq(audioCaptions.audioId, audio.id))).toEqual([]);
    expect(await deps.storage.stat(row!.storageKey)).toBeNull();
  });
});
