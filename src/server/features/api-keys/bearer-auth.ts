import type { Context } from "hono";
import type { Auth } from "../../auth/create-auth";
import { readSession } from "../../auth/session-middleware";
import { createMiddleware } from "hono/factory";
import type { Database } from "../../db/database";
import { AppError, unauthorized } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";
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
};

/**
 * The developer API's door: a valid, unrevoked key in `Authorization: Bearer`, no cookie, and
 * within the key's rate limit. Puts the key's seller on the context (`apiKey`). The key is read
 * from the database on every request, so a revoked key is refused at once by every process.
 */
export function requireApiKey(options: BearerAuthOptions) {
  const authenticate = createApiKeyAuthenticator(options.db);
  return createMiddleware<AppEnv>(async (c, next) => {
    assertNotBoth(c);
    const key = bearerKey(c);
    if (!key) throw unauthorized(API_KEY_MESSAGES.missing);
    const holder = await authenticate(key);
    c.set("apiKey", holder);
    if (options.rateLimit) {
      const limit = await consumeRateLimit(options.db, `api-key:${holder.keyId}`, options.rateLimit);
      c.header("RateLimit-Policy", `${options.rateLimit.max};w=${options.rateLimit.windowSeconds}`);
      c.header("RateLimit-Limit", String(options.rateLimit.max));
      c.header("RateLimit-Remaining", String(limit.remaining));
      c.header("RateLimit-Reset", String(limit.resetSeconds));
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        throw new AppError(
          429,
          "Too many requests for this API key. Please slow down and retry later.",
          "rate_limited",
        );
      }
    }
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
    c.set("user", session.user);
    c.set("sessionId", session.sessionId);
    c.set("ownerId", session.user.id);
    await next();
  });
}
