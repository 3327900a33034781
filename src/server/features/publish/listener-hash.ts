import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import { listenSalts } from "../../db/schema/index";

/** The UTC day of `now`, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The address a limit applies to: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server gets a whole /64, and could otherwise count as 2^64 listeners).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    return `${v6.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(":")}::/64`;
  }
  return parsed.toString();
}

const saltCache = oncePerDatabase(() => new Map<string, Buffer>());

/**
 * Today's secret for listener hashes: one random value per UTC day, shared by every process
 * through the database (the first to ask creates it). pruneListenSalts() deletes it after the
 * next day, and with it any way to link a stored hash to an address.
 */
export async function dailySalt(db: Database, day: string): Promise<Buffer> {
  const cache = saltCache(db);
  const cached = cache.get(day);
  if (cached) return cached;
  await db
    .insert(listenSalts)
    .values({ day, salt: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const rows = await db
    .select({ salt: listenSalts.salt })
    .from(listenSalts)
    .where(sql`${listenSalts.day} = ${day}`);
  const salt = rows[0] ? Buffer.from(rows[0].salt, "base64") : undefined;
  if (!salt) throw new Error(`no listen salt for ${day}`);
  if (cache.size > 4) cache.clear();
  cache.set(day, salt);
  return salt;
}

/** Deletes the salts of days before yesterday (yesterday's stays for listens that span midnight). */
export async function pruneListenSalts(db: Database, now = new Date()): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const deleted = await db
    .delete(listenSalts)
    .where(sql`${listenSalts.day} < ${yesterday}`)
    .returning({ day: listenSalts.day });
  return deleted.length;
}

const hmac = (salt: Buffer, text: string) => createHmac("sha256", salt).update(text).digest("base64url").slice(0, 32);

/**
 * Daily salted hashes, never the address itself:
 * - `visitor`: this address and browser for this audio (one listen per listener and day);
 * - `address`: this address for this audio (bounds the listeners one address may add);
 * - `limiter`: this address across audios (the per-address rate limit's key).
 */
export function listenerHashes(salt: Buffer, audioId: string, ip: string, userAgent: string) {
  const address = addressKey(ip);
  return {
    visitor: hmac(salt, `v|${audioId}|${address}|${userAgent}`),
    address: hmac(salt, `a|${audioId}|${address}`),
    limiter: hmac(salt, `l|${address}`),
  };
}
