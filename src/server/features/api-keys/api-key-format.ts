import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An API key: `st_live_` (production) or `st_test_` (any other environment), 12 hex characters
 * that find the row (`lookup`, not secret on its own), then 32 characters of secret. The prefix
 * makes a leaked key recognisable to secret scanners and to the seller.
 */
export const API_KEY_PREFIXES = ["st_live_", "st_test_"] as const;
const LOOKUP_LENGTH = 12;
const KEY_PATTERN = /^st_(live|test)_([0-9a-f]{12})([A-Za-z0-9_-]{32})$/;

export type NewApiKey = { key: string; lookup: string; hash: string; displayPrefix: string };

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function generateApiKey(live: boolean): NewApiKey {
  const prefix = live ? API_KEY_PREFIXES[0] : API_KEY_PREFIXES[1];
  const lookup = randomBytes(LOOKUP_LENGTH / 2).toString("hex");
  const key = `${prefix}${lookup}${randomBytes(24).toString("base64url")}`;
  return { key, lookup, hash: hashApiKey(key), displayPrefix: `${prefix}${lookup.slice(0, 4)}` };
}

/** The lookup part of a well-formed key, or null. */
export function parseApiKey(key: string): { lookup: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match?.[2] ? { lookup: match[2] } : null;
}

/** Constant-time comparison of a presented key with a stored hash (both hex SHA-256). */
export function keyMatchesHash(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export { LOOKUP_LENGTH };
