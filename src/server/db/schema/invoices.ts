import { integer, pgTable, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";

/** A seller's billing details, printed on the invoices of their next purchases (decision 089). */
export const billingDetails = pgTable("billing_details", {
  userId: text("user_id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  vatId: text("vat_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The invoice sequence: one row (id 1) whose last_number is raised in the same transaction as
 * the purchase's credit, so a rolled-back purchase gives its number back and numbers have no gaps.
 */
export const invoiceCounter = pgTable("invoice_counter", {
  id: integer("id").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** One invoice per completed purchase, with the billing details as they were when it was issued. */
export const invoices = pgTable(
  "invoices",
  {
    number: integer("number").primaryKey(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    userId: text("user_id").notNull(),
    billingName: text("billing_name").notNull(),
    billingAddress: text("billing_address").notNull(),
    vatId: text("vat_id"),
    packId: text("pack_id").notNull(),
    packName: text("pack_name").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's own hosted invoice, when Checkout created one (invoice_creation). */
    providerInvoiceUrl: text("provider_invoice_url"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_checkout_session_uq").on(t.checkoutSessionId),
    index("invoices_user_idx").on(t.userId, t.issuedAt),
  ],
);
