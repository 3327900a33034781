/**
 * What sellers type as a product link, made into a URL: "shop.com/p/1" and "www.shop.com/p/1"
 * become https links (issue 14, item 11), as a browser's address bar would take them. A value
 * that names a scheme ("http://", "ftp://", "javascript:") or a protocol-relative "//host" is
 * left to the URL check, which accepts only http and https. Zod-free: the form uses it too.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** "host.tld", an IPv4 address or "localhost" (each with an optional port) at the start, then a path, query or nothing. */
const LOOKS_LIKE_HOST =
  /^(?:(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d+)?(?:[/?#]|$)/iu;

export function normalizeProductLink(raw: string): string {
  const value = raw.trim();
  if (!value || HAS_SCHEME.test(value)) return value;
  if (value.startsWith("//")) return `https:${value}`;
  if (LOOKS_LIKE_HOST.test(value)) return `https://${value}`;
  return value;
}

/** True for an absolute http(s) URL (after normalizeProductLink). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
