import { and, eq, sql } from "drizzle-orm";
import { findPack, PackIdSchema } from "../../../shared/catalog/packs";
import { formatInvoiceNumber } from "../../../shared/payments/billing-schemas";
import type { Database } from "../../db/database";
import { billingDetails, invoiceCounter, invoices, type checkoutSessions } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import type { ProviderCheckoutStatus } from "../../providers/payments/payment-provider";
import { workspaceContact } from "../workspaces/workspace-contact";
import type { PaymentsDeps } from "./payments-deps";
import { receiptEmail } from "../../emails/notice-emails";

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next invoice number. The counter row is raised (and locked) inside the caller's
 * transaction, the one that credits the purchase: concurrent purchases queue on the row, and a
 * purchase that rolls back gives its number back, so the sequence has no gaps (decision 089).
 */
async function nextInvoiceNumber(tx: Database): Promise<number> {
  const result = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ number: invoiceCounter.lastNumber });
  const number = result[0]?.number;
  if (number === undefined) throw new Error("invoice counter returned no number");
  return number;
}

/**
 * Issues the invoice of a purchase that was credited in this same transaction. The billing
 * details are copied as they are now: what the payer entered at Stripe's checkout first, then
 * the seller's saved details, then the account's name and email.
 */
export async function issueInvoice(
  tx: Database,
  session: typeof checkoutSessions.$inferSelect,
  provider: Pick<ProviderCheckoutStatus, "customer" | "invoiceUrl">,
): Promise<number> {
  const [saved] = await tx.select().from(billingDetails).where(eq(billingDetails.userId, session.userId));
  const account = await workspaceContact(tx, session.userId);
  const customer = provider.customer;
  const number = await nextInvoiceNumber(tx);
  await tx.insert(invoices).values({
    number,
    checkoutSessionId: session.id,
    userId: session.userId,
    billingName: customer?.name ?? saved?.name ?? (account?.name || account?.email || ""),
    billingAddress: customer?.address ?? saved?.address ?? account?.email ?? "",
    vatId: customer?.vatId ?? saved?.vatId ?? null,
    packId: session.packId,
    packName: findPack(PackIdSchema.parse(session.packId)).name,
    credits: session.credits,
    amountCents: session.amountCents,
    currency: session.currency,
    providerInvoiceUrl: provider.invoiceUrl ?? null,
  });
  return number;
}

/** One invoice of its owner; another seller's number answers like an unknown one. */
export async function ownInvoice(db: Database, userId: string, number: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.userId, userId)));
  if (!row) throw notFound("We couldn't find that invoice.");
  return row;
}

/**
 * The receipt email of a newly credited purchase. Sent after the transaction commits; a mail
 * failure is logged and never undoes the purchase (the invoice stays downloadable).
 */
export async function sendReceipt(deps: PaymentsDeps, number: number): Promise<void> {
  if (!deps.mail) return;
  try {
    const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.number, number));
    const contact = invoice ? await workspaceContact(deps.db, invoice.userId) : undefined;
    if (!invoice || !contact) return;
    await deps.mail.send(
      receiptEmail(
        { to: contact.email, locale: contact.locale },
        {
          invoice: formatInvoiceNumber(invoice.number),
          packName: invoice.packName,
          credits: invoice.credits,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          issuedAt: invoice.issuedAt,
          link: `${deps.appUrl}/api/payments/invoices/${invoice.number}`,
          stripeLink: invoice.providerInvoiceUrl,
        },
      ),
    );
  } catch (err) {
    deps.logger.error({ err, invoice: number }, "could not send a purchase receipt");
  }
}

export { formatMoney } from "../../emails/notice-emails";
