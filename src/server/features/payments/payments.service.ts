import { and, desc, eq } from "drizzle-orm";
import { findPack, PackIdSchema, type PackId } from "../../../shared/catalog/packs";
import { MESSAGES } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import type {
  CreateCheckoutResponse,
  PaymentsStatusResponse,
  Purchase,
  VerifyPaymentResponse,
  WebhookResponse,
} from "../../../shared/payments/payment-schemas";
import { checkoutSessions, invoices } from "../../db/schema/index";
import { AppError, badRequest, notFound } from "../../http/errors";
import { consumeRateLimit, type RateLimitRule } from "../../http/rate-limit";
import {
  PaymentProviderError,
  PaymentsNotConfiguredError,
  WebhookSignatureError,
} from "../../providers/payments/payment-provider";
import { fulfilCheckout } from "./fulfil-checkout";
import { PAYMENT_ERRORS, type PaymentsDeps } from "./payments-deps";

/** How many purchases the history shows; a seller buying more than this can ask support for the rest. */
const HISTORY_LIMIT = 50;

/** Each checkout is a call to the provider's API: ten in ten minutes is plenty for a person. */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { max: 10, windowSeconds: 600 };

/** The 429 of the checkout limit; Retry-After says when the window ends. */
export class CheckoutRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, PAYMENT_ERRORS.tooManyCheckouts, "rate_limited");
  }
}

/** Whether anything takes payments here, and what (the pricing page asks). */
export function paymentsStatus(deps: Pick<PaymentsDeps, "payments">): PaymentsStatusResponse {
  const mode = deps.payments.name === "none" ? "off" : deps.payments.name;
  return { available: mode !== "off", mode };
}

/**
 * Starts a checkout for one pack. Amount and credits come from the server's pack
 * constants; the row is stored before the seller can pay, keyed by the provider's id.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  userId: string,
  packId: PackId,
  /** The person paying (decision 120): the purchase's actor in the ledger and the audit log. */
  actorUserId: string | null = null,
): Promise<CreateCheckoutResponse> {
  const pack = findPack(packId);
  const provider = deps.payments.name;
  if (provider === "none") throw notConfigured();
  if (!deps.rateLimitDisabled) {
    const limit = await consumeRateLimit(deps.db, `checkout:${userId}`, CHECKOUT_RATE_LIMIT);
    if (!limit.allowed) throw new CheckoutRateLimitedError(limit.retryAfterSeconds);
  }
  let created: CreateCheckoutResponse;
  try {
    created = await deps.payments.createCheckout({
      userId,
      pack,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the test checkout page navigates there itself.
      successUrl: `${deps.appUrl}${PATHS.paymentSuccess}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.appUrl}${PATHS.pricing}`,
    });
  } catch (err) {
    if (err instanceof PaymentsNotConfiguredError) throw notConfigured();
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, userId, packId }, "payment provider could not create a checkout session");
    throw new AppError(502, MESSAGES.payment.createFailed, "payment_provider_unavailable");
  }
  await deps.db.insert(checkoutSessions).values({
    id: created.id,
    userId,
    provider,
    packId: pack.id,
    credits: pack.credits,
    amountCents: pack.priceCents,
    currency: "usd",
    actorUserId,
  });
  return { id: created.id, url: created.url };
}

const notConfigured = () => new AppError(503, PAYMENT_ERRORS.notConfigured, "payments_not_configured");

/** The success page's check: credits the seller's own paid session once, and reports it on every call. */
export async function verifyCheckout(
  deps: PaymentsDeps,
  userId: string,
  sessionId: string,
): Promise<VerifyPaymentResponse> {
  const result = await fulfilCheckout(deps, { sessionId, userId });
  return {
    status: result.status,
    pack_id: result.packId,
    credits_added: result.credits,
    newly_credited: result.newlyCredited,
    credits: result.balance,
  };
}

/**
 * The seller's completed purchases with their invoices. Checkouts that were opened and left,
 * canceled or expired are not purchases and are not listed (issue 25, decision 089).
 */
export async function listPurchases(deps: Pick<PaymentsDeps, "db">, userId: string): Promise<Purchase[]> {
  const rows = await deps.db
    .select({ session: checkoutSessions, invoiceNumber: invoices.number, invoiceUrl: invoices.providerInvoiceUrl })
    .from(checkoutSessions)
    .leftJoin(invoices, eq(invoices.checkoutSessionId, checkoutSessions.id))
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, "paid")))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.flatMap(({ session: row, invoiceNumber, invoiceUrl }) => {
    const packId = PackIdSchema.safeParse(row.packId);
    if (!packId.success) return [];
    return [
      {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        packId: packId.data,
        packName: findPack(packId.data).name,
        credits: row.credits,
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status,
        invoiceNumber,
        providerInvoiceUrl: invoiceUrl,
      },
    ];
  });
}

/**
 * A webhook delivery: verified on the raw bytes, then handed to the same fulfilment
 * as the success page. A delivery we will never accept (not ours, not matching) is
 * acknowledged so the provider stops retrying; a provider outage is not, so it retries.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  payload: Uint8Array,
  signature: string | undefined,
): Promise<WebhookResponse> {
  if (!deps.payments.parseWebhook) throw notFound();
  let event;
  try {
    event = deps.payments.parseWebhook(payload, signature);
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err;
    deps.logger.warn({ reason: err.message }, "refused a webhook with a bad signature");
    throw badRequest(PAYMENT_ERRORS.invalidSignature, "invalid_signature");
  }
  if (!event) return { received: true };
  try {
    await fulfilCheckout(deps, { sessionId: event.sessionId });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      deps.logger.warn({ sessionId: event.sessionId, type: event.type, code: err.code }, "webhook event ignored");
      return { received: true };
    }
    throw err;
  }
  return { received: true };
}
