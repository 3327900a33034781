import type { Context } from "hono";
import { API_KEYS_CREATED_PER_HOUR } from "../../../shared/developers/developers";
import type { Database } from "../../db/database";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";

/**
 * At most API_KEYS_CREATED_PER_HOUR new keys per seller an hour, counted in request_limits (every
 * process shares the count): revoking and minting keys cannot buy fresh per-key budgets.
 */
export async function limitKeyCreation(c: Context, db: Database, userId: string): Promise<void> {
  const limit = await consumeRateLimit(db, `api-key-create:${userId}`, {
    max: API_KEYS_CREATED_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (limit.allowed) return;
  c.header("Retry-After", String(limit.retryAfterSeconds));
  throw new AppError(
    429,
    `You can create up to ${API_KEYS_CREATED_PER_HOUR} API keys an hour. Please try again later.`,
    "rate_limited",
  );
}
