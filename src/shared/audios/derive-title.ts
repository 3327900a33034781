export const TITLE_MAX_LENGTH = 50;
export const DEFAULT_TITLE = "Product";

/**
 * Title of a saved audio from its product link (spec section 5): the path segment
 * before /dp/ (Amazon) or else the last path segment; hyphens become spaces,
 * words title-cased, cut to 50 characters; 'Product' when nothing usable remains.
 */
export function deriveTitle(productLink: string | null | undefined): string {
  if (!productLink) return DEFAULT_TITLE;
  let url: URL;
  try {
    url = new URL(productLink);
  } catch {
    return DEFAULT_TITLE;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const dpIndex = segments.indexOf("dp");
  const raw = dpIndex > 0 ? segments[dpIndex - 1] : segments[segments.length - 1];
  if (!raw) return DEFAULT_TITLE;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  const words = decoded
    .replace(/\.(html?|php|aspx?)$/i, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  const title = words.join(" ").slice(0, TITLE_MAX_LENGTH).trim();
  return title || DEFAULT_TITLE;
}
