import type { CaptionCue } from "../../db/schema/index";
import type { EmbedAssets } from "./embed-assets";
import { escapeHtml } from "./html-text";
import { jsonLdScriptTag, shortDescription } from "./json-ld";
import { NO_SCRIPT_STYLE, playerDataBlock, playerMarkup, type PlayerLogo } from "./player-markup";
import { fillIn, playerLanguage } from "./player-texts";
import { shareTexts } from "./share-texts";
import { isLocale, localePath } from "../../../shared/i18n/locales";

const OG_LOCALES: Record<string, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  pt: "pt_PT",
  ja: "ja_JP",
  zh: "zh_CN",
};

export type SharePageSource = {
  publicId: string;
  title: string;
  description: string | null;
  script: string;
  language: string;
  durationMs: number;
  cues: readonly CaptionCue[];
  links: { shareUrl: string; embedUrl: string; audioUrl: string; captionsUrl: string; oembedUrl: string };
  jsonLd: Record<string, unknown>;
  appUrl: string; /** The seller's logo for the player, or none (decision 123). */
  logo?: PlayerLogo | null;
};

/**
 * /listen/{publicId}: a complete page from the server, readable and playable without
 * JavaScript: the title, the player, the transcript, the AI-voice disclosure, Open Graph and
 * Twitter tags (og:audio), the AudioObject JSON-LD and the oEmbed discovery link.
 */
export function renderSharePage(source: SharePageSource, assets: EmbedAssets): string {
  const title = escapeHtml(source.title);
  const description = escapeHtml(shortDescription(source.description, source.script, 160));
  const { links } = source;
  const lang = escapeHtml(source.language);
  // The page speaks the audio's language, chrome and player alike (decision 137); English as it was.
  const pageLanguage = playerLanguage(source.language);
  const say = shareTexts(pageLanguage);
  const home = `${escapeHtml(source.appUrl)}${isLocale(pageLanguage) ? localePath(pageLanguage, "/") : "/"}`;
  const meta = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="ShelfTalk">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(links.shareUrl)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[source.language] ?? "en_US"}">`,
    `<meta property="og:audio" content="${escapeHtml(links.audioUrl)}">`,
    links.audioUrl.startsWith("https:")
      ? `<meta property="og:audio:secure_url" content="${escapeHtml(links.audioUrl)}">`
      : "",
    `<meta property="og:audio:type" content="audio/mpeg">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].filter(Boolean);
  const player = playerMarkup({
    publicId: source.publicId,
    title: source.title,
    audioPath: links.audioUrl,
    durationMs: source.durationMs,
    cues: source.cues,
    language: source.language,
    variant: "share",
    shareUrl: links.shareUrl,
    logo: source.logo,
  });
  const transcript = source.cues.length
    ? source.cues.map((cue, i) => `<span data-cue="${i}">${escapeHtml(cue.text)}</span>`).join(" ")
    : escapeHtml(source.script);
  const script = assets.scriptSrc ? `<script src="${escapeHtml(assets.scriptSrc)}" defer></script>` : "";
  return `<!doctype html>
<html lang="${pageLanguage}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fillIn(escapeHtml(say.documentTitle), { title })}</title>
<meta name="description" content="${description}">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0f766e">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="canonical" href="${escapeHtml(links.shareUrl)}">
<link rel="alternate" type="application/json+oembed" href="${escapeHtml(links.oembedUrl)}" title="${title}">
${meta.join("\n")}
<style>${assets.css}</style>
${NO_SCRIPT_STYLE}
${jsonLdScriptTag(source.jsonLd)}
${script}
</head>
<body class="st-share">
<header class="st-header"><a class="st-brand" href="${home}">ShelfTalk</a></header>
<main class="st-main">
<article>
<h1 lang="${lang}">${title}</h1>
<p class="st-disclosure">${escapeHtml(say.disclosure)}</p>
${player}
<section class="st-transcript" aria-labelledby="transcript-heading">
<h2 id="transcript-heading">${escapeHtml(say.transcript)}</h2>
<p lang="${lang}" data-transcript-text>${transcript}</p>
</section>
<p class="st-files"><a href="${escapeHtml(links.audioUrl)}">${escapeHtml(say.downloadMp3)}</a> · <a href="${escapeHtml(links.captionsUrl)}">${escapeHtml(say.captionsFile)}</a></p>
</article>
</main>
<footer class="st-footer">${fillIn(escapeHtml(say.madeWith), { brand: `<a href="${home}">ShelfTalk</a>` })}</footer>
${playerDataBlock({ publicId: source.publicId, durationMs: source.durationMs, cues: source.cues })}
</body>
</html>
`;
}
