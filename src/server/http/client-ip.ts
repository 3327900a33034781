import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Longest address kept: a rate-limit key, so junk from a misconfigured proxy must stay small. */
const MAX_ADDRESS_LENGTH = 64;

/** Every comma-separated entry of a header, over all its occurrences, left to right. */
function headerList(c: Context, name: string): string[] {
  const value = c.req.header(name);
  if (!value) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The entry `trustedHops` from the right of a list each proxy appends to (X-Forwarded-For,
 * X-Forwarded-Proto), when the socket peer is the last of `trustedHops` trusted proxies: the
 * value the outermost trusted proxy wrote. Entries further left were written by the client and
 * can say anything, so they are never used; a shorter list yields its first (leftmost) entry.
 */
export function forwardedEntry(entries: string[], trustedHops: number): string | undefined {
  if (trustedHops <= 0 || entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedHops)];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests) have no socket.
    return "unknown";
  }
}

/**
 * The client's address for rate limits. Without TRUST_PROXY it is the socket's peer. With
 * TRUST_PROXY=N the peer is the last of N proxies, each of which appended the address it was
 * contacted from to X-Forwarded-For: the client is the entry N from the right (nginx's and most
 * load balancers' default is to append, so the leftmost entries are the client's own words).
 */
export function clientIp(c: Context, trustedHops: number): string {
  const forwarded = forwardedEntry(headerList(c, "x-forwarded-for"), trustedHops);
  return (forwarded ?? socketAddress(c)).slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * Whether the browser's connection is https: the request's own scheme, or behind trusted
 * proxies the X-Forwarded-Proto the outermost trusted one wrote.
 */
export function isHttpsRequest(c: Context, trustedHops: number): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return forwardedEntry(headerList(c, "x-forwarded-proto"), trustedHops)?.toLowerCase() === "https";
}
