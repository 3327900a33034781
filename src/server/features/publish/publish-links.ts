import {
  DEFAULT_EMBED_THEME,
  EMBED_HEIGHT_PX,
  EMBED_MAX_WIDTH_PX,
  PUBLISHED_PATHS,
  type EmbedTheme,
} from "../../../shared/publish/publish";
import { escapeHtml } from "./html-text";

/** Absolute links of a published audio, on APP_URL (never the request's Host). None holds the private id. */
export function publishedLinks(appUrl: string, publicId: string) {
  const shareUrl = `${appUrl}${PUBLISHED_PATHS.listen}${publicId}`;
  return {
    shareUrl,
    embedUrl: `${appUrl}${PUBLISHED_PATHS.embed}${publicId}`,
    audioUrl: `${appUrl}${PUBLISHED_PATHS.audio}${publicId}.mp3`,
    captionsUrl: `${appUrl}${PUBLISHED_PATHS.audio}${publicId}.vtt`,
    oembedUrl: `${appUrl}/api/oembed?url=${encodeURIComponent(shareUrl)}&format=json`,
  };
}

/**
 * The snippet a seller pastes into a shop page: an iframe of the player (decision 032).
 * - Its height is fixed in the markup, so the host page never shifts when it loads.
 * - sandbox without allow-same-origin gives the player an opaque origin: it can neither read
 *   nor set cookies, nor touch the host page or navigate it; links open in a new tab.
 * - loading="lazy": below the fold it costs the shop page nothing until scrolled near.
 */
export function embedSnippet(
  embedUrl: string,
  title: string,
  options: { width?: number; theme?: EmbedTheme; accent?: string | null } = {},
): string {
  const { width, theme = DEFAULT_EMBED_THEME, accent } = options;
  const maxWidth = Math.min(width ?? EMBED_MAX_WIDTH_PX, EMBED_MAX_WIDTH_PX);
  const style = `display:block;width:100%;max-width:${maxWidth}px;height:${EMBED_HEIGHT_PX}px;border:0;border-radius:12px`;
  // Light unless the seller picks dark (a dark shop) or "auto" (a shop that follows the device).
  const query = new URLSearchParams();
  if (theme !== DEFAULT_EMBED_THEME) query.set("theme", theme);
  if (accent) query.set("accent", accent);
  const src = query.size > 0 ? `${embedUrl}?${query.toString()}` : embedUrl;
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(`Listen: ${title}`)}" ` +
    `width="${width ?? "100%"}" height="${EMBED_HEIGHT_PX}" loading="lazy" ` +
    `sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" ` +
    `style="${style}"></iframe>`
  );
}
