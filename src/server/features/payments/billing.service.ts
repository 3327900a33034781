import { eq } from "drizzle-orm";
import type { BillingDetailsResponse } from "../../../shared/payments/billing-schemas";
import type { BillingDetailsInputSchema } from "../../../shared/payments/billing-schemas";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { billingDetails } from "../../db/schema/index";

type BillingInput = z.output<typeof BillingDetailsInputSchema>;

/** The seller's saved billing details, or null before they save any. */
export async function getBillingDetails(db: Database, userId: string): Promise<BillingDetailsResponse> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return { billing: row ? { name: row.name, address: row.address, vatId: row.vatId } : null };
}

/** Saves them for the invoices of the next purchases; issued invoices keep what they printed. */
export async function saveBillingDetails(
  db: Database,
  userId: string,
  input: BillingInput,
): Promise<BillingDetailsResponse> {
  const values = { name: input.name, address: input.address, vatId: input.vatId, updatedAt: new Date() };
  await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: values });
  return { billing: { name: input.name, address: input.address, vatId: input.vatId } };
}
