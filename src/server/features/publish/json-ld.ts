import { jsonForScript } from "./html-text";

export type AudioObjectSource = {
  title: string;
  description: string | null;
  script: string;
  language: string;
  durationMs: number;
  createdAt: Date;
  links: { shareUrl: string; embedUrl: string; audioUrl: string; captionsUrl: string };
};

/** ISO 8601 duration in whole seconds, e.g. PT1M23S (schema.org Duration). */
export function isoDuration(ms: number): string {
  const total = Math.max(1, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || total < 60 ? `${seconds}S` : ""}`;
}

/** The description search engines get: the product's own, else the script's opening, cut at a word. */
export function shortDescription(description: string | null, script: string, max = 200): string {
  const text = (description?.trim() || script.trim()).replace(/\s+/g, " ");
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** schema.org AudioObject for a published audio (share page, and the snippet for a seller's own head). */
export function audioObjectJsonLd(source: AudioObjectSource): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "AudioObject",
    name: source.title,
    description: shortDescription(source.description, source.script),
    contentUrl: source.links.audioUrl,
    embedUrl: source.links.embedUrl,
    url: source.links.shareUrl,
    encodingFormat: "audio/mpeg",
    duration: isoDuration(source.durationMs),
    inLanguage: source.language,
    transcript: source.script,
    uploadDate: source.createdAt.toISOString(),
    isAccessibleForFree: true,
    caption: { "@type": "MediaObject", contentUrl: source.links.captionsUrl, encodingFormat: "text/vtt" },
  };
}

/** A `<script type="application/ld+json">` block (data, not script: the CSP does not apply to it). */
export function jsonLdScriptTag(jsonLd: Record<string, unknown>): string {
  return `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`;
}
