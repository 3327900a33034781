import type { Database } from "../../db/database";
import type { Logger } from "../../logger";
import type { MailProvider } from "../../providers/mail/mail-provider";
import type { PaymentProvider } from "../../providers/payments/payment-provider";

/** What the payments services need; built from AppDeps by the routes, or by a test. */
export type PaymentsDeps = {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  /** Public origin for the success and cancel URLs; never taken from a request. */
  appUrl: string;
  /** config.RATE_LIMIT_DISABLED (tests only): skips the per-seller checkout limit. */
  rateLimitDisabled?: boolean;
  /** Sends the receipt of each completed purchase (decision 089); absent in some unit tests. */
  mail?: MailProvider;
  /** config.INVOICE_ISSUER: who issues ShelfTalk's invoices. */
  invoiceIssuer?: string;
};

export { PAYMENT_ERRORS } from "../../../shared/payments/payment-messages";
