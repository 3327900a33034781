import Stripe from "stripe";
import type { CheckoutStatus } from "../../../shared/payments/payment-schemas";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutWebhookEvent,
  type PaymentProvider,
  type ProviderCheckoutStatus,
} from "./payment-provider";

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  /** host, port and protocol point the SDK at a loopback fake in tests. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  timeoutMs?: number;
};

/** A request waits at most this long; a seller is waiting on the other end. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** Session events that can mean money arrived (async methods such as bank debits pay later). */
const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/** Production: Stripe Checkout in payment mode; the price comes from our pack constants, never the client. */
export function createStripePayments(options: StripePaymentsOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: "stripe",

    async createCheckout({ userId, pack, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: pack.priceCents,
                product_data: {
                  name: `ShelfTalk ${pack.name} credit pack`,
                  description: `${pack.credits} credits for audio generation. Credits never expire.`,
                },
              },
            },
          ],
          metadata: { userId, packId: pack.id },
          client_reference_id: userId,
          // A business buyer gets Stripe's own invoice, with their VAT id and address (decision 090).
          invoice_creation: { enabled: true, invoice_data: { metadata: { userId, packId: pack.id } } },
          tax_id_collection: { enabled: true },
          billing_address_collection: "required",
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError("Stripe returned a session without a URL");
        return { id: session.id, url: session.url };
      } catch (err) {
        throw asProviderError("create checkout session", err);
      }
    },

    async retrieveStatus(id): Promise<ProviderCheckoutStatus> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ["invoice"] });
      } catch (err) {
        throw asProviderError("retrieve checkout session", err);
      }
      const paid = session.payment_status === "paid";
      return {
        paid,
        status: statusOf(session, paid),
        userId: session.metadata?.userId,
        packId: session.metadata?.packId,
        invoiceUrl: invoiceUrlOf(session),
        customer: customerOf(session),
      };
    },

    parseWebhook(payload, signature): CheckoutWebhookEvent | null {
      if (!signature) throw new WebhookSignatureError("missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        // Verifies the HMAC over the exact bytes received and refuses timestamps older than 5 minutes.
        event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "invalid signature");
      }
      if (!CHECKOUT_EVENTS.has(event.type)) return null;
      const object = event.data.object as { id?: unknown; object?: unknown };
      if (object.object !== "checkout.session" || typeof object.id !== "string") return null;
      return { type: event.type, sessionId: object.id };
    },
  };
}

function invoiceUrlOf(session: Stripe.Checkout.Session): string | undefined {
  const invoice = session.invoice;
  if (!invoice || typeof invoice === "string") return undefined;
  return invoice.hosted_invoice_url ?? undefined;
}

/** The payer's name, address and first tax id as Checkout collected them. */
function customerOf(session: Stripe.Checkout.Session): ProviderCheckoutStatus["customer"] {
  const details = session.customer_details;
  if (!details) return undefined;
  const a = details.address;
  const address = a
    ? [a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(" "), a.state, a.country]
        .filter((part): part is string => typeof part === "string" && part.trim() !== "")
        .join("\n")
    : undefined;
  return {
    name: details.name ?? undefined,
    address: address || undefined,
    vatId: details.tax_ids?.[0]?.value ?? undefined,
  };
}

function statusOf(session: Stripe.Checkout.Session, paid: boolean): CheckoutStatus {
  if (paid) return "paid";
  if (session.status === "expired") return "expired";
  return "open";
}

function asProviderError(action: string, err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new PaymentProviderError(`Stripe: could not ${action}: ${detail}`, { cause: err });
}
