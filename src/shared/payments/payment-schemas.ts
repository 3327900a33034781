import { z } from "zod";
import { PackIdSchema } from "../catalog/packs";

/** Provider session ids are opaque; the cap and charset keep junk out of queries and logs. */
export const CheckoutSessionIdSchema = z
  .string({ error: "A payment session id is required." })
  .trim()
  .min(1, "A payment session id is required.")
  .max(255, "That payment session id is not valid.")
  .regex(/^[A-Za-z0-9_-]+$/, "That payment session id is not valid.");

export const CreateCheckoutInputSchema = z.object({ packId: PackIdSchema });
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutInputSchema>;

export const VerifyPaymentInputSchema = z.object({ sessionId: CheckoutSessionIdSchema });
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentInputSchema>;

export const CheckoutStatusSchema = z.enum(["open", "paid", "canceled", "expired"]);
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;

/**
 * GET /api/payments/status (public). "off": nothing takes payments on this server (production
 * without Stripe and without PAYMENTS_TEST_MODE), so the pricing page says purchases are unavailable.
 */
export const PaymentsStatusResponseSchema = z.strictObject({
  available: z.boolean(),
  mode: z.enum(["stripe", "test", "off"]),
});
export type PaymentsStatusResponse = z.infer<typeof PaymentsStatusResponseSchema>;

/** POST /api/payments/checkout: the provider's session and the page to pay on. */
export const CreateCheckoutResponseSchema = z.strictObject({ id: z.string(), url: z.string() });
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponseSchema>;

/**
 * POST /api/payments/verify. credits_added is the purchase's credits whenever the session is
 * paid, so a reload still shows what was bought; newly_credited says whether this call added them.
 */
export const VerifyPaymentResponseSchema = z.strictObject({
  status: CheckoutStatusSchema,
  pack_id: PackIdSchema,
  credits_added: z.number().int().nonnegative(),
  newly_credited: z.boolean(),
  /** The balance after this call. */
  credits: z.number().int().nonnegative(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const PurchaseSchema = z.strictObject({
  id: z.string(),
  createdAt: z.iso.datetime(),
  packId: PackIdSchema,
  packName: z.string(),
  credits: z.number().int().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: CheckoutStatusSchema,
  /** The purchase's invoice number (null only for a purchase made before invoices existed). */
  invoiceNumber: z.number().int().positive().nullable(),
  /** Stripe's hosted invoice, when Checkout created one. */
  providerInvoiceUrl: z.string().nullable(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** GET /api/payments/history. */
export const PurchaseHistoryResponseSchema = z.strictObject({ purchases: z.array(PurchaseSchema) });
export type PurchaseHistoryResponse = z.infer<typeof PurchaseHistoryResponseSchema>;

/** What the built-in test checkout page shows (GET, and after Pay or Cancel). */
export const TestCheckoutSessionSchema = PurchaseSchema.omit({
  createdAt: true,
  invoiceNumber: true,
  providerInvoiceUrl: true,
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;

/** POST /api/payments/webhook: the delivery was taken (Stripe retries anything else). */
export const WebhookResponseSchema = z.strictObject({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;
