import { playerLanguage } from "./player-texts";
import type { EmbedTheme } from "../../../shared/publish/publish";
import type { CaptionCue } from "../../db/schema/index";
import type { EmbedAssets } from "./embed-assets";
import { escapeHtml } from "./html-text";
import { NO_SCRIPT_STYLE, playerDataBlock, playerMarkup, type PlayerLogo } from "./player-markup";

export type EmbedPageSource = {
  publicId: string;
  title: string;
  language: string;
  durationMs: number;
  cues: readonly CaptionCue[];
  links: { shareUrl: string; audioUrl: string };
  theme: EmbedTheme;
  /** The seller's accent colour (six lower-case hex digits), or null for the player's own. */
  accent?: string | null; /** The seller's logo for the player, or none (decision 123). */
  logo?: PlayerLogo | null;
};

/** Black or white text on the accent, whichever reads better (WCAG relative luminance). */
function onAccent(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.179 ? "#000" : "#fff";
}

/** The accent overrides the theme's button colours; links keep the theme's readable colour. */
function accentStyle(accent: string | null | undefined): string {
  if (!accent) return "";
  return `<style>:root:root{--accent:#${accent};--on-accent:${onAccent(accent)}}</style>`;
}

/**
 * /embed/{publicId}: the player alone, for an iframe on a shop page. Its whole weight is this
 * HTML (with the stylesheet inlined) and one small script; the audio loads on play.
 * Light by default whatever the listener's device says (it sits on a shop page, decision 091);
 * `?theme=dark` for a dark shop, `?theme=auto` to follow prefers-color-scheme.
 */
export function renderEmbedPage(source: EmbedPageSource, assets: EmbedAssets): string {
  const theme = source.theme === "auto" ? "" : ` data-theme="${source.theme}"`;
  const script = assets.scriptSrc ? `<script src="${escapeHtml(assets.scriptSrc)}" defer></script>` : "";
  return `<!doctype html>
<html lang="${escapeHtml(playerLanguage(source.language))}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="${source.theme === "auto" ? "light dark" : source.theme}">
<title>${escapeHtml(source.title)} · ShelfTalk player</title>
<link rel="canonical" href="${escapeHtml(source.links.shareUrl)}">
<style>${assets.css}</style>
${accentStyle(source.accent)}
${NO_SCRIPT_STYLE}
${script}
</head>
<body class="st-embed">
${playerMarkup({
  publicId: source.publicId,
  title: source.title,
  audioPath: source.links.audioUrl,
  durationMs: source.durationMs,
  cues: source.cues,
  language: source.language,
  variant: "embed",
  shareUrl: source.links.shareUrl,
  logo: source.logo,
})}
${playerDataBlock({ publicId: source.publicId, durationMs: source.durationMs, cues: source.cues })}
</body>
</html>
`;
}
