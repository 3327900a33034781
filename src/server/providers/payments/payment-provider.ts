import type { CreditPack } from "../../../shared/catalog/packs";
import type { CheckoutStatus } from "../../../shared/payments/payment-schemas";

export type CreateCheckoutRequest = {
  userId: string;
  pack: CreditPack;
  /** May contain Stripe's {CHECKOUT_SESSION_ID} template. */
  successUrl: string;
  cancelUrl: string;
};

export type CreatedCheckout = { id: string; url: string };

/** What the provider says about a session; userId and packId are what the session was created for. */
export type ProviderCheckoutStatus = {
  paid: boolean;
  status: CheckoutStatus;
  userId?: string;
  packId?: string;
  /** Stripe Checkout's own invoice (invoice_creation), once paid. */
  invoiceUrl?: string;
  /** What the payer entered at the provider's checkout (name, address, tax id), when it asks. */
  customer?: { name?: string; address?: string; vatId?: string };
};

/** A verified webhook delivery about one checkout session. */
export type CheckoutWebhookEvent = {
  type: string;
  sessionId: string;
};

export type PaymentProvider = {
  /** "none": nothing takes payments (production without Stripe or PAYMENTS_TEST_MODE). */
  readonly name: "stripe" | "test" | "none";
  createCheckout(request: CreateCheckoutRequest): Promise<CreatedCheckout>;
  retrieveStatus(id: string): Promise<ProviderCheckoutStatus>;
  /**
   * Verifies a webhook's signature over the raw body and returns the event, or null
   * for an event that is not about a checkout session. Throws WebhookSignatureError.
   * Absent when the provider sends no webhooks.
   */
  parseWebhook?(payload: Uint8Array, signature: string | undefined): CheckoutWebhookEvent | null;
  /** Built-in test checkout only: what the payer's Pay and Cancel buttons do. */
  testCheckout?: {
    pay(id: string): Promise<CheckoutStatus>;
    cancel(id: string): Promise<CheckoutStatus>;
  };
};

/** The provider could not be reached or refused the call; the message is for logs, not sellers. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** No provider takes payments here: every call is refused (the routes answer 503). */
export class PaymentsNotConfiguredError extends PaymentProviderError {
  constructor() {
    super("payments are not configured: no STRIPE_SECRET_KEY, and the test checkout is off in production");
    this.name = "PaymentsNotConfiguredError";
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}
