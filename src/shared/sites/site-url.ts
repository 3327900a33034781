/**
 * How a connected shop's addresses are compared (issue 23), on the server and in site.js alike.
 * Zod-free and dependency-free, so the loader can bundle it.
 */

/** Verification tokens live in this file on the shop's origin. */
export const SITE_VERIFICATION_FILE_PATH = "/.well-known/shelftalk-site-verification.txt";
/** The meta tag's name on the shop's home page. */
export const SITE_VERIFICATION_META_NAME = "shelftalk-site-verification";

/**
 * A shop's origin: scheme, lower-case host and a non-default port, nothing else
 * ("HTTPS://Shop.Example:443/x?y" → "https://shop.example"). Undefined for anything but http(s).
 */
export function normaliseOrigin(raw: string): string | undefined {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password || !url.hostname) return undefined;
  return url.origin;
}

/**
 * A product page's address as a site's products are keyed: the origin and path, without query,
 * fragment or trailing slash ("https://Shop.example/p/oak/?utm=x#top" → "https://shop.example/p/oak").
 * Relative addresses are read against `base`. Undefined when it is not an http(s) address.
 */
export function normaliseProductUrl(raw: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw.trim()) : new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  let path = url.pathname.replace(/\/+$/, "");
  try {
    path = decodeURI(path);
    path = encodeURI(path);
  } catch {
    // A malformed escape: keep the path as the URL parser gave it.
  }
  return `${url.origin}${path}`;
}
