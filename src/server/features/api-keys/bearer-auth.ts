import type { Context } from "hono";
import type { Auth } from "../../auth/create-auth";
import { readSession, setSession } from "../../auth/session-middleware";
import { assertRole, defaultRoleFor } from "../../auth/workspace-access";
import { createMiddleware } from "hono/factory";
import type { Database } from "../../db/database";
import { AppError, unauthorized } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import type { RateLimitResult, RateLimitRule } from "../../http/rate-limit";
import { LeasedRateLimiter } from "../../http/rate-limit-lease";
import { API_KEY_MESSAGES, createApiKeyAuthenticator } from "./api-keys.service";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key in `Authorization: Bearer <key>`, or undefined when the header is absent or of another kind. */
export function bearerKey(c: Context): string | undefined {
  return BEARER.exec(c.req.header("authorization") ?? "")?.[1];
}

export const COOKIE_WITH_KEY_MESSAGE =
  "Send either an API key or a session cookie, not both. API clients should not send cookies.";

/**
 * Whether a request carries both a key and a cookie. Refused outright: a browser page could
 * otherwise borrow the seller's session while presenting someone's key (or the reverse), and
 * the same-origin guard exempts key requests only when no cookie rides along.
 */
export function assertNotBoth(c: Context): void {
  if (c.req.header("cookie") && c.req.header("authorization"))
    throw new AppError(400, COOKIE_WITH_KEY_MESSAGE, "cookie_with_key");
}

export type BearerAuthOptions = {
  db: Database;
  /** Per key, counted in the shared request_limits table (so every process sees one count); undefined = off. */
  rateLimit?: RateLimitRule;
  /** Per seller, across all their keys (so minting keys buys no budget); undefined = off. */
  sellerRateLimit?: RateLimitRule;
  /**
   * Counts both in leases taken from the shared table (decision 139). One per app, shared by its
   * key doors, so a process holds one lease per key; each door makes its own when none is given.
   */
  limiter?: LeasedRateLimiter;
};

const KEY_LIMIT_MESSAGE = "Too many requests for this API key. Please slow down and retry later.";
const SELLER_LIMIT_MESSAGE = "Too many requests for this account's API keys. Please slow down and retry later.";

/**
 * Counts the request against its key and its seller. The answer's RateLimit-* headers describe the
 * tighter of the two; over either, 429 `rate_limited` with Retry-After.
 */
async function enforceKeyLimits(
  c: Context,
  options: BearerAuthOptions,
  limiter: LeasedRateLimiter,
  holder: { keyId: string; userId: string },
): Promise<void> {
  const checks: Array<{ rule: RateLimitRule; result: RateLimitResult; message: string }> = [];
  if (options.rateLimit) {
    const result = await limiter.consume(`api-key:${holder.keyId}`, options.rateLimit);
    checks.push({ rule: options.rateLimit, result, message: KEY_LIMIT_MESSAGE });
  }
  if (options.sellerRateLimit) {
    const result = await limiter.consume(`api-seller:${holder.userId}`, options.sellerRateLimit);
    checks.push({ rule: options.sellerRateLimit, result, message: SELLER_LIMIT_MESSAGE });
  }
  if (checks.length === 0) return;
  const refused = checks.find((check) => !check.result.allowed);
  const binding = refused ?? checks.reduce((a, b) => (b.result.remaining < a.result.remaining ? b : a));
  c.header("RateLimit-Policy", checks.map(({ rule }) => `${rule.max};w=${rule.windowSeconds}`).join(", "));
  c.header("RateLimit-Limit", String(binding.rule.max));
  c.header("RateLimit-Remaining", String(binding.result.remaining));
  c.header("RateLimit-Reset", String(binding.result.resetSeconds));
  if (refused) {
    c.header("Retry-After", String(refused.result.retryAfterSeconds));
    throw new AppError(429, refused.message, "rate_limited");
  }
}

/**
 * The developer API's door: a valid, unrevoked key in `Authorization: Bearer`, no cookie, and
 * within the key's rate limit. Puts the key's seller on the context (`apiKey`). A checked key is
 * kept a few seconds (decision 078): a revocation is refused at once by this process, within
 * that time by the others.
 */
export function requireApiKey(options: BearerAuthOptions) {
  const authenticate = createApiKeyAuthenticator(options.db);
  const limiter = options.limiter ?? new LeasedRateLimiter(options.db);
  return createMiddleware<AppEnv>(async (c, next) => {
    assertNotBoth(c);
    const key = bearerKey(c);
    if (!key) throw unauthorized(API_KEY_MESSAGES.missing);
    const holder = await authenticate(key);
    c.set("apiKey", holder);
    await enforceKeyLimits(c, options, limiter, holder);
    // Issue 27: the key acts for its workspace with the role chosen at its creation (decision 085).
    c.set("workspace", { id: holder.userId, role: holder.role });
    assertRole(holder.role, defaultRoleFor(c.req.method));
    await next();
  });
}

/**
 * For routes a seller reaches from the Developers page or with a key (webhook endpoints): a key
 * when one is sent, else the session; never both. Puts the seller on the context (`ownerId`).
 */
export function requireKeyOrSession(auth: Auth, options: BearerAuthOptions) {
  const keyDoor = requireApiKey(options);
  return createMiddleware<AppEnv>(async (c, next) => {
    assertNotBoth(c);
    if (c.req.header("authorization")) {
      return keyDoor(c, async () => {
        c.set("ownerId", c.get("apiKey").userId);
        await next();
      });
    }
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw unauthorized();
    setSession(c, session);
    assertRole(session.workspace.role, defaultRoleFor(c.req.method));
    c.set("ownerId", session.workspace.id);
    await next();
  });
}
