import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { Logger } from "../../logger";
import type { PaymentProvider } from "./payment-provider";
import { createStripePayments } from "./stripe-payments";
import { createTestPayments } from "./test-payments";
import { createUnconfiguredPayments } from "./unconfigured-payments";

/**
 * Stripe when STRIPE_SECRET_KEY is set (config requires the webhook secret with it); else the
 * built-in test checkout, except in production unless PAYMENTS_TEST_MODE=true; else none (503).
 */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.paymentsMode === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
    }
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  if (config.paymentsMode === "test") return createTestPayments({ db, appUrl: config.appUrl });
  return createUnconfiguredPayments();
}

/** Start-up words for an operator when production does not take payments through Stripe. */
export function warnAboutPaymentsMode(config: Config, logger: Logger): void {
  if (config.paymentsMode === "off") {
    logger.warn(
      "Payments are not configured: credits cannot be bought (checkout answers 503). Set STRIPE_SECRET_KEY and " +
        "STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for a demo whose checkout takes no money.",
    );
  } else if (config.paymentsMode === "test" && config.NODE_ENV === "production") {
    logger.warn(
      "WARNING: PAYMENTS_TEST_MODE is on in production. The built-in test checkout takes no money: anyone " +
        "signed in can give themselves credits. Use it for demos only, never on a public site.",
    );
  }
}
