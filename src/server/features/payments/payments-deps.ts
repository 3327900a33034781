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

/** Seller-facing texts of this feature that spec section 8 does not word. */
export const PAYMENT_ERRORS = {
  sessionNotFound: "We couldn't find that payment session.",
  providerUnavailable: "The payment service is not answering right now. Please try again in a few minutes.",
  mismatch: "This payment session does not belong to your account.",
  canceled: "This checkout was canceled. Please start a new purchase.",
  alreadyPaid: "This checkout has already been paid.",
  invalidSignature: "Invalid webhook signature.",
  notConfigured: "Payments are not configured on this server, so credits can't be purchased right now.",
  tooManyCheckouts: "You've started several checkouts in a short time. Please wait a few minutes and try again.",
} as const;
