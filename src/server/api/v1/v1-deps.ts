import type { Database } from "../../db/database";
import type { AppDeps } from "../../deps";
import type { SafeFetchOptions } from "../../fetch/fetch-options";
import type { Logger } from "../../logger";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import type { ScriptWriter } from "../../script-writer/script-writer-provider";
import type { EventPublisher } from "../../features/webhooks/event-publisher";
import type { RateLimitRule } from "../../http/rate-limit";
import type { LeasedRateLimiter } from "../../http/rate-limit-lease";

/** What /api/v1 needs: the same services the cookie routes use, acting for the key's seller. */
export type V1Deps = Pick<AppDeps, "database" | "jobs" | "config" | "dnsLookup"> & {
  db: Database;
  logger: Logger;
  speech: SpeechProvider;
  storage: StorageProvider;
  writer: ScriptWriter;
  events: EventPublisher;
  appUrl: string;
  fetchOptions: SafeFetchOptions;
  rateLimitDisabled: boolean;
  /** Per key; undefined when rate limits are off. */
  keyRateLimit?: RateLimitRule;
  /** Per seller across all their keys; undefined when rate limits are off. */
  sellerRateLimit?: RateLimitRule;
  /** The app's leases of both counts (decision 139); the key door makes its own when absent. */
  keyLimiter?: LeasedRateLimiter;
};
