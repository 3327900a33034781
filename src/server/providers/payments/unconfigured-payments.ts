import { PaymentsNotConfiguredError, type PaymentProvider } from "./payment-provider";

/**
 * Production without STRIPE_SECRET_KEY and without PAYMENTS_TEST_MODE: the built-in test checkout
 * takes no money, so it must not run there by default. Every call is refused instead.
 */
export function createUnconfiguredPayments(): PaymentProvider {
  const refuse = () => Promise.reject(new PaymentsNotConfiguredError());
  return { name: "none", createCheckout: refuse, retrieveStatus: refuse };
}
