/**
 * What the share page, the embedded player and the server agree on (issue 15). Plain constants,
 * no zod: the embed's own bundle imports this file and must stay tiny.
 */

/** The public pages and files of a published audio, each followed by its public id. */
export const PUBLISHED_PATHS = {
  listen: "/listen/",
  embed: "/embed/",
  audio: "/a/",
} as const;

/** Where the player reports listening events (a cross-origin POST from shop pages, by design). */
export const PLAY_BEACON_PREFIX = "/api/plays/";

/** The only bodies the play beacon accepts: a play, then how far the listener got, in percent. */
export const PLAY_EVENTS = ["play", "25", "50", "75", "100"] as const;
export type PlayEvent = (typeof PLAY_EVENTS)[number];

/** The embedded player's height, reserved by the snippet so the host page never shifts. */
export const EMBED_HEIGHT_PX = 200;
export const EMBED_MAX_WIDTH_PX = 640;

/** Speeds the player's speed button steps through. */
export const PLAYBACK_SPEEDS = [1, 1.25, 1.5, 2, 0.75] as const;

/**
 * `?theme=` of the embed URL. The player follows the host page, not the listener's device: light
 * by default (most shops are light), dark for a dark shop, "auto" only when a shop's own theme
 * follows the device too (issue 25, decision 091).
 */
export const EMBED_THEMES = ["light", "dark", "auto"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
export const DEFAULT_EMBED_THEME: EmbedTheme = "light";

/** A `theme` parameter as given, or the default (light) for anything else. */
export function embedTheme(value: string | undefined | null): EmbedTheme {
  return (EMBED_THEMES as readonly (string | undefined | null)[]).includes(value)
    ? (value as EmbedTheme)
    : DEFAULT_EMBED_THEME;
}

/**
 * `?accent=` of the embed URL: the seller's accent colour for the player's buttons, six hex digits
 * with or without "#" (issue 25). Anything else is ignored: null, and the player keeps its own.
 */
export function accentColor(value: string | undefined | null): string | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value?.trim() ?? "");
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** How a snippet's player looks: the theme and the seller's accent colour. */
export type EmbedStyle = { theme: EmbedTheme; accent: string | null };
export const DEFAULT_EMBED_STYLE: EmbedStyle = { theme: DEFAULT_EMBED_THEME, accent: null };

/** `?theme=` and `?accent=` of a request, each checked. */
export function embedStyle(query: { theme?: string | null; accent?: string | null }): EmbedStyle {
  return { theme: embedTheme(query.theme), accent: accentColor(query.accent) };
}

/** The data the server writes into the player's page for its script (no request needed before play). */
export type PlayerData = {
  /** Seconds. */
  duration: number;
  cues: Array<{ start: number; end: number; text: string }>;
  /** Path of the play beacon for this audio. */
  beacon: string;
};
