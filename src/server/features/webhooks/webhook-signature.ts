import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new endpoint secret: shown once at creation and at each rotation. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

/** The HMAC-SHA256 (hex) of `"<t>.<raw body>"` with the endpoint's secret. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The `ShelfTalk-Signature` header value: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (and what the README shows): recompute the HMAC over the raw body,
 * compare in constant time, and refuse a timestamp older than `toleranceSeconds` (replays).
 */
export function verifySignatureHeader(
  secret: string,
  body: string,
  header: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
