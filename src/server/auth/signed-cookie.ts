import { createHmac, timingSafeEqual } from "node:crypto";

/** The first cookie called `name`, unquoted and URL-decoded (better-call's parseCookies rules). */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    if (!value.includes("%")) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The token of a better-auth signed cookie value, `token.base64(HMAC-SHA256(secret, token))`,
 * when the signature is right (compared in constant time); else undefined. Same checks as
 * better-call's getSignedCookie, synchronously.
 */
export function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}
