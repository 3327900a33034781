/**
 * The seller's logo in the player (issue 25, decision 123): shared by the upload form, the server
 * that checks it and the pages that show it. Plain constants, no zod: the client imports them.
 */

/** A logo is small: the player shows it at most 96 × 32 CSS pixels. */
export const LOGO_MAX_BYTES = 200 * 1024;

/** Raster images only, typed by their bytes. SVG can carry script, so it is refused. */
export const LOGO_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
} as const;
export type LogoContentType = keyof typeof LOGO_TYPES;
export type LogoExtension = (typeof LOGO_TYPES)[LogoContentType];

/** The box the player keeps for the logo whether or not it has loaded: nothing shifts. */
export const LOGO_BOX = { width: 96, height: 32 } as const;

/** Where a logo is served from: `/logo/{id}.{ext}`. */
export const LOGO_PATH_PREFIX = "/logo/";

export const LOGO_TOO_LARGE_MESSAGE = "The logo is larger than 200 KB. Please upload a smaller image.";
export const LOGO_UNSUPPORTED_MESSAGE = "A logo must be a PNG, JPEG or WebP image.";
export const LOGO_SVG_MESSAGE = "SVG logos are not accepted. Please upload the logo as a PNG, JPEG or WebP image.";

/** A logo as the seller's pages see it; `from` says whether an audio's logo is its own or its site's. */
export type LogoView = { id: string; url: string; alt: string; from: "audio" | "site" };

/** GET, PUT /api/sites/{id}/logo and /api/audios/{id}/logo. */
export type LogoResponse = { logo: LogoView | null };
