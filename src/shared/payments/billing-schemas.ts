import { z } from "zod";
import { BILLING_MESSAGES } from "./billing-messages";

/** Limits of the billing details form; the server checks them again. */
export const BILLING_LIMITS = { name: 200, address: 500, vatId: 20 } as const;

/** A VAT or tax id: letters and digits (spaces, dots and dashes are dropped), 4–20 of them. */
const VatIdSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, BILLING_MESSAGES.invalidVatId));

/** PUT /api/payments/billing-details: printed on the invoices of the next purchases. */
export const BillingDetailsInputSchema = z.object({
  name: z
    .string({ error: BILLING_MESSAGES.nameRequired })
    .trim()
    .min(1, BILLING_MESSAGES.nameRequired)
    .max(BILLING_LIMITS.name, BILLING_MESSAGES.nameTooLong(BILLING_LIMITS.name)),
  address: z
    .string({ error: BILLING_MESSAGES.addressRequired })
    .trim()
    .min(1, BILLING_MESSAGES.addressRequired)
    .max(BILLING_LIMITS.address, BILLING_MESSAGES.addressTooLong(BILLING_LIMITS.address)),
  vatId: z
    .union([z.literal(""), VatIdSchema])
    .optional()
    .transform((value) => (value ? value : null)),
});
export type BillingDetailsInput = z.input<typeof BillingDetailsInputSchema>;

/** GET /api/payments/billing-details: null until the seller saves them. */
export const BillingDetailsResponseSchema = z.strictObject({
  billing: z.strictObject({ name: z.string(), address: z.string(), vatId: z.string().nullable() }).nullable(),
});
export type BillingDetailsResponse = z.infer<typeof BillingDetailsResponseSchema>;

/** "INV-000042": the invoice number as printed. */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;
