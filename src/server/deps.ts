import type { Auth } from "./auth/create-auth";
import type { Config } from "./config";
import type { SiteLookupCache } from "./features/sites/site-lookup-cache";
import type { EventPublisher } from "./features/webhooks/event-publisher";
import type { DatabaseHandle } from "./db/database";
import type { DnsLookup } from "./fetch/fetch-options";
import type { JobQueue } from "./jobs/job-queue";
import type { Logger } from "./logger";
import type { MetricsRegistry } from "./metrics/registry";
import type { MailProvider } from "./providers/mail/mail-provider";
import type { PaymentProvider } from "./providers/payments/payment-provider";
import type { SpeechProvider } from "./providers/speech/speech-provider";
import type { StorageProvider } from "./providers/storage/storage-provider";
import type { ScriptWriter } from "./script-writer/script-writer-provider";

/**
 * Everything the app needs, built once at start-up (bootstrap.ts) or by a test.
 * Providers are chosen from the config there and handed to services, so tests
 * pass their own.
 */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mail: MailProvider;
  storage: StorageProvider;
  speech: SpeechProvider;
  writer: ScriptWriter;
  payments: PaymentProvider;
  auth: Auth;
  /** Hands work to the background (src/server/jobs/); refuses until the scheduler has started. */
  jobs: JobQueue;
  /**
   * Announces what happened to a seller's work (audio.completed, audio.failed, batch.completed)
   * to their webhook endpoints: `deps.events.publish(userId, type, data)`. Never throws.
   */
  events: EventPublisher;
  /**
   * Resolves webhook endpoint names at registration (features/webhooks/webhook-url.ts); the
   * system resolver when unset. Tests inject one so that no lookup leaves the machine.
   */
  dnsLookup?: DnsLookup;
  /** What /metrics answers (metrics/registry.ts): this process's instruments and the queues' backlog. */
  metrics: MetricsRegistry;
  /**
   * The public site lookup's answers kept in this process, current through the database's change
   * notifications (decision 109); unset answers every lookup from the database.
   */
  siteLookupCache?: SiteLookupCache & { close(): Promise<void> };
  /** Directory of the built SPA; undefined serves no client (API-only tests). */
  clientDir?: string;
};
