import { z } from "zod";
import { PackIdSchema, type PackId } from "../catalog/packs";

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

export type CheckoutStatus = "open" | "paid" | "canceled" | "expired";

export type CreateCheckoutResponse = { id: string; url: string };

/**
 * credits_added is the purchase's credits whenever the session is paid, so a reload
 * still shows what was bought; newly_credited says whether this call added them.
 */
export type VerifyPaymentResponse = {
  status: CheckoutStatus;
  pack_id: PackId;
  credits_added: number;
  newly_credited: boolean;
  /** The balance after this call. */
  credits: number;
};

export type Purchase = {
  id: string;
  createdAt: string;
  packId: PackId;
  packName: string;
  credits: number;
  amountCents: number;
  currency: string;
  status: CheckoutStatus;
};

export type PurchaseHistoryResponse = { purchases: Purchase[] };

/** What the built-in test checkout page shows. */
export type TestCheckoutSession = Omit<Purchase, "createdAt">;
