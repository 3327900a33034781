import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PATHS } from "../../../shared/paths";
import type { CheckoutStatus } from "../../../shared/payments/payment-schemas";
import type { Database } from "../../db/database";
import { checkoutSessions } from "../../db/schema/index";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";

/**
 * Embedded default (no STRIPE_SECRET_KEY): a built-in checkout page that takes no money.
 * The session is the checkout_sessions row the payments service stores (provider
 * 'test'); Pay and Cancel on /checkout move it from open to paid or canceled, and
 * fulfilment then runs exactly as it does for Stripe.
 */
export function createTestPayments(options: { db: Database; appUrl: string }): PaymentProvider {
  const { db } = options;
  const isTestSession = (id: string) => and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, "test"));

  async function currentStatus(id: string): Promise<CheckoutStatus> {
    const [row] = await db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(isTestSession(id));
    if (!row) throw new PaymentProviderError(`unknown test checkout session ${id}`);
    return row.status;
  }

  /** open → target; any other state stays as it is (a second Pay or a Pay after Cancel changes nothing). */
  async function settle(id: string, target: "paid" | "canceled"): Promise<CheckoutStatus> {
    const [updated] = await db
      .update(checkoutSessions)
      .set({ status: target })
      .where(and(isTestSession(id), eq(checkoutSessions.status, "open")))
      .returning({ status: checkoutSessions.status });
    return updated?.status ?? currentStatus(id);
  }

  return {
    name: "test",

    createCheckout() {
      const id = `test_cs_${randomBytes(18).toString("base64url")}`;
      const url = `${options.appUrl}${PATHS.checkout}?session=${encodeURIComponent(id)}`;
      return Promise.resolve({ id, url });
    },

    async retrieveStatus(id) {
      const [row] = await db
        .select({ status: checkoutSessions.status, userId: checkoutSessions.userId, packId: checkoutSessions.packId })
        .from(checkoutSessions)
        .where(isTestSession(id));
      if (!row) throw new PaymentProviderError(`unknown test checkout session ${id}`);
      return { paid: row.status === "paid", status: row.status, userId: row.userId, packId: row.packId };
    },

    testCheckout: {
      pay: (id) => settle(id, "paid"),
      cancel: (id) => settle(id, "canceled"),
    },
  };
}
