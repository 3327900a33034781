import { EMBED_HEIGHT_PX, EMBED_MAX_WIDTH_PX, PUBLISHED_PATHS } from "../../../shared/publish/publish";
import type { OEmbedResponse } from "../../../shared/publish/publish-schemas";
import { embedSnippet } from "./publish-links";

/** oEmbed answers may be cached as long as the public files are (unpublish shows within five minutes). */
export const PUBLIC_CACHE_SECONDS = 300;

/**
 * The public id in a share (or embed) URL on our own origin, or undefined for anything else:
 * another host, another path, a query or a fragment.
 */
export function publicIdFromUrl(appUrl: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(appUrl).origin || parsed.search || parsed.hash) return undefined;
  for (const prefix of [PUBLISHED_PATHS.listen, PUBLISHED_PATHS.embed]) {
    if (parsed.pathname.startsWith(prefix)) return parsed.pathname.slice(prefix.length).replace(/\/$/, "");
  }
  return undefined;
}

/** A positive whole number of pixels, or undefined. */
export function pixels(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** oEmbed 1.0 "rich": the same iframe as the seller's snippet, at most `maxWidth` wide. */
export function oembedResponse(
  appUrl: string,
  audio: { title: string; embedUrl: string },
  maxWidth?: number,
): OEmbedResponse {
  const width = Math.min(maxWidth ?? EMBED_MAX_WIDTH_PX, EMBED_MAX_WIDTH_PX);
  return {
    version: "1.0",
    type: "rich",
    provider_name: "ShelfTalk",
    provider_url: `${appUrl}/`,
    title: audio.title,
    html: embedSnippet(audio.embedUrl, audio.title, { width }),
    width,
    height: EMBED_HEIGHT_PX,
    cache_age: PUBLIC_CACHE_SECONDS,
  };
}
