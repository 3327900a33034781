import { createHash } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { accentColor, embedTheme } from "../../../shared/publish/publish";
import type { Database } from "../../db/database";
import { GzipBody } from "../../http/gzip-body";
import { serveStoredFile } from "../../http/serve-stored-file";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import type { EmbedAssets } from "./embed-assets";
import { renderEmbedPage } from "./embed-page";
import { audioObjectJsonLd } from "./json-ld";
import { PUBLIC_CACHE_SECONDS } from "./oembed";
import { logoUrl } from "../logos/logos.service";
import { publishedLinks } from "./publish-links";
import type { PlayerLogo } from "./player-markup";
import { findPublishedAudio, type PublishedAudio } from "./publish.service";
import { renderSharePage } from "./share-page";
import { toWebVtt } from "./webvtt";

export type PublicPagesDeps = { db: Database; storage: StorageProvider; appUrl: string; assets: EmbedAssets };

const utf8 = new TextEncoder();
/** Public files: cacheable for five minutes anywhere, so an unpublish reaches every cache within five. */
const PUBLIC_FILE_HEADERS = {
  "Cache-Control": `public, max-age=${PUBLIC_CACHE_SECONDS}`,
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Content-Length, Content-Range, Accept-Ranges, ETag",
  "Timing-Allow-Origin": "*",
};

function sendHtml(c: Context, html: string, extra: Record<string, string> = {}): Response {
  const { bytes, encoding } = new GzipBody(utf8.encode(html)).forRequest(c.req.header("accept-encoding"));
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=UTF-8",
    // Checked with the origin on every view: an unpublished page is gone at once.
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...extra,
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(bytes, 200, headers);
}

const notAvailable = (c: Context) =>
  c.text("This audio is not available.", 404, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

/** The seller's shop page changed since this audio was made, so it is not played until it is made again. */
export const WITHHELD_AUDIO_MESSAGE =
  "This audio is out of date: the product page has changed since it was made, so it is not played until the seller renews it.";

const withheld = (c: Context) =>
  c.text(WITHHELD_AUDIO_MESSAGE, 410, {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Access-Control-Allow-Origin": "*",
  });

/**
 * The public side of a published audio: the share page, the embeddable player, the MP3 and
 * its captions. Unknown and unpublished ids are one and the same 404 (the share page's is the
 * app's own 404 page, by falling through to it).
 */
export function publicPagesRoutes(deps: PublicPagesDeps) {
  return new Hono()
    .get("/listen/:publicId", async (c, next) => {
      const audio = await findPublishedAudio(deps.db, c.req.param("publicId"));
      if (!audio) return next();
      const links = publishedLinks(deps.appUrl, audio.publicId);
      const jsonLd = audioObjectJsonLd({
        title: audio.title,
        description: audio.description,
        script: audio.scriptContent,
        language: audio.language,
        durationMs: audio.durationMs,
        createdAt: audio.createdAt,
        links,
      });
      const html = renderSharePage(
        {
          publicId: audio.publicId,
          title: audio.title,
          description: audio.description,
          script: audio.scriptContent,
          language: audio.language,
          durationMs: audio.durationMs,
          cues: audio.cues,
          links,
          jsonLd,
          appUrl: deps.appUrl,
          logo: playerLogo(deps.appUrl, audio),
        },
        deps.assets,
      );
      return sendHtml(c, html);
    })
    .get("/embed/:publicId", async (c) => {
      const audio = await findPublishedAudio(deps.db, c.req.param("publicId"));
      if (!audio) return notAvailable(c);
      const links = publishedLinks(deps.appUrl, audio.publicId);
      const html = renderEmbedPage(
        {
          publicId: audio.publicId,
          title: audio.title,
          language: audio.language,
          durationMs: audio.durationMs,
          cues: audio.cues,
          links,
          theme: embedTheme(c.req.query("theme")),
          accent: accentColor(c.req.query("accent")),
          logo: playerLogo(deps.appUrl, audio),
        },
        deps.assets,
      );
      // Framable from any origin (public-headers.ts); not a page of its own for search engines.
      return sendHtml(c, html, { "X-Robots-Tag": "noindex" });
    })
    .get("/a/:file{[A-Za-z0-9_-]+\\.(mp3|vtt)}", async (c) => {
      const file = c.req.param("file");
      const dot = file.lastIndexOf(".");
      const audio = await findPublishedAudio(deps.db, file.slice(0, dot));
      if (!audio) return notAvailable(c);
      if (file.endsWith(".vtt")) return sendCaptions(c, toWebVtt(audio.cues));
      if (audio.withheld) return withheld(c);
      const response = await serveStoredFile(c, deps.storage, audio.storageKey, {
        contentType: "audio/mpeg",
        cacheControl: PUBLIC_FILE_HEADERS["Cache-Control"],
        version: audio.createdAt.getTime().toString(36),
      });
      for (const [name, value] of Object.entries(PUBLIC_FILE_HEADERS)) response.headers.set(name, value);
      return response;
    });
}

/** The logo a published audio's player shows, at its public address (decision 123). */
function playerLogo(appUrl: string, audio: PublishedAudio): PlayerLogo | null {
  return audio.logo ? { url: logoUrl(appUrl, audio.logo), alt: audio.logo.alt } : null;
}

/** The WebVTT file, with a strong ETag of its content so a cache revalidates with a 304. */
function sendCaptions(c: Context, vtt: string): Response {
  const etag = `"${createHash("sha256").update(vtt).digest("base64url").slice(0, 27)}"`;
  const headers = { ...PUBLIC_FILE_HEADERS, "Content-Type": "text/vtt; charset=utf-8", ETag: etag };
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(vtt, 200, headers);
}
