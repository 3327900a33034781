import { and, eq } from "drizzle-orm";
import { PackIdSchema, findPack } from "../../../shared/catalog/packs";
import type { CheckoutStatus, TestCheckoutSession } from "../../../shared/payments/payment-schemas";
import { checkoutSessions } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import { fulfilCheckout } from "./fulfil-checkout";
import { PAYMENT_ERRORS, type PaymentsDeps } from "./payments-deps";

/**
 * The built-in checkout page's operations. They exist only while the test provider
 * is configured (404 with Stripe), and only for the seller who started the session.
 */
async function ownedTestSession(deps: PaymentsDeps, userId: string, id: string) {
  const controls = deps.payments.testCheckout;
  if (!controls) throw notFound();
  const [row] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId), eq(checkoutSessions.provider, "test")),
    );
  if (!row) throw notFound(PAYMENT_ERRORS.sessionNotFound);
  return { row, controls };
}

function describe(row: typeof checkoutSessions.$inferSelect, status: CheckoutStatus): TestCheckoutSession {
  const packId = PackIdSchema.parse(row.packId);
  return {
    id: row.id,
    packId,
    packName: findPack(packId).name,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: row.currency,
    status,
  };
}

export async function getTestCheckout(deps: PaymentsDeps, userId: string, id: string): Promise<TestCheckoutSession> {
  const { row } = await ownedTestSession(deps, userId, id);
  return describe(row, row.status);
}

/** Pay: the session becomes paid and is fulfilled at once, as Stripe's webhook would. */
export async function payTestCheckout(deps: PaymentsDeps, userId: string, id: string): Promise<TestCheckoutSession> {
  const { row, controls } = await ownedTestSession(deps, userId, id);
  const status = await controls.pay(id);
  if (status !== "paid") throw new AppError(409, PAYMENT_ERRORS.canceled, "checkout_canceled");
  await fulfilCheckout(deps, { sessionId: id, userId });
  return describe(row, status);
}

export async function cancelTestCheckout(deps: PaymentsDeps, userId: string, id: string): Promise<TestCheckoutSession> {
  const { row, controls } = await ownedTestSession(deps, userId, id);
  const status = await controls.cancel(id);
  if (status === "paid") throw new AppError(409, PAYMENT_ERRORS.alreadyPaid, "checkout_already_paid");
  return describe(row, status);
}
