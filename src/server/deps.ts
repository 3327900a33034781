import type { Auth } from "./auth/create-auth";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import type { Logger } from "./logger";
import type { MailProvider } from "./providers/mail/mail-provider";
import type { PaymentProvider } from "./providers/payments/payment-provider";
import type { SpeechProvider } from "./providers/speech/speech-provider";
import type { StorageProvider } from "./providers/storage/storage-provider";
import type { ScriptWriter } from "./providers/writer/script-writer-provider";

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
  /** Directory of the built SPA; undefined serves no client (API-only tests). */
  clientDir?: string;
};
