import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { PaymentProvider } from "./payment-provider";
import { createStripePayments } from "./stripe-payments";
import { createTestPayments } from "./test-payments";

/** Stripe when STRIPE_SECRET_KEY is set (config requires the webhook secret with it), else the built-in test checkout. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  return createTestPayments({ db, appUrl: config.appUrl });
}
