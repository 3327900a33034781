import { eq, sql } from "drizzle-orm";
import { PackIdSchema, findPack, type PackId } from "../../../shared/catalog/packs";
import type { CheckoutStatus } from "../../../shared/payments/payment-schemas";
import { checkoutSessions } from "../../db/schema/index";
import { AppError, notFound } from "../../http/errors";
import { PaymentProviderError, type ProviderCheckoutStatus } from "../../providers/payments/payment-provider";
import { applyCreditChange } from "../credits/credit-ledger";
import { getBalance } from "../credits/credits.service";
import { issueInvoice, sendReceipt } from "./invoices.service";
import { PAYMENT_ERRORS, type PaymentsDeps } from "./payments-deps";

export type FulfilRequest = {
  sessionId: string;
  /** The seller verifying from the success page; undefined for a (signed) webhook delivery. */
  userId?: string;
};

export type FulfilResult = {
  status: CheckoutStatus;
  packId: PackId;
  /** The credits this purchase is worth (0 unless paid). */
  credits: number;
  /** True only for the one call that actually added them. */
  newlyCredited: boolean;
  balance: number;
};

type SessionRow = typeof checkoutSessions.$inferSelect;

/**
 * The one fulfilment path, shared by the success page's verification and the webhook.
 * Credits go to the seller who started the checkout, only when the provider says it
 * is paid, and exactly once: the ledger's unique (reason, reference) key makes a
 * replay, a reload or a concurrent twin a no-op inside the same transaction that
 * marks the session fulfilled.
 */
export async function fulfilCheckout(deps: PaymentsDeps, request: FulfilRequest): Promise<FulfilResult> {
  const { db, payments } = deps;
  let row = await loadSession(deps, request.sessionId);
  // Another seller's session answers like an unknown one: no hint that it exists.
  if (row && request.userId !== undefined && row.userId !== request.userId) {
    throw notFound(PAYMENT_ERRORS.sessionNotFound);
  }
  if (row && row.provider !== payments.name) throw notFound(PAYMENT_ERRORS.sessionNotFound);
  if (!row && request.userId !== undefined) throw notFound(PAYMENT_ERRORS.sessionNotFound);

  // Paid is final: a reload of the success page or a retried webhook needs no provider call.
  if (row?.status === "paid" && row.fulfilledAt) {
    const packId = PackIdSchema.parse(row.packId);
    return {
      status: "paid",
      packId,
      credits: row.credits,
      newlyCredited: false,
      balance: await getBalance(db, row.userId),
    };
  }

  const status = await retrieve(deps, request.sessionId);
  row ??= await adoptFromProvider(deps, request.sessionId, status);

  // The provider's record of who paid and for what must match ours (Stripe metadata).
  if (status.userId !== row.userId || status.packId !== row.packId) {
    deps.logger.warn(
      { sessionId: row.id, rowUserId: row.userId, providerUserId: status.userId },
      "checkout session does not match its stored owner or pack",
    );
    throw new AppError(403, PAYMENT_ERRORS.mismatch, "checkout_mismatch");
  }
  const packId = PackIdSchema.parse(row.packId);

  if (!status.paid) {
    if (row.status === "open" && status.status !== "open") {
      await db.update(checkoutSessions).set({ status: status.status }).where(eq(checkoutSessions.id, row.id));
    }
    return {
      status: status.status,
      packId,
      credits: 0,
      newlyCredited: false,
      balance: await getBalance(db, row.userId),
    };
  }

  const paidRow = row;
  const grant = await db.transaction(async (tx) => {
    const result = await applyCreditChange(tx, {
      userId: paidRow.userId,
      delta: paidRow.credits,
      reason: "purchase",
      reference: `checkout:${paidRow.id}`,
      // Whoever started the checkout bought, whether the webhook or the success page fulfils it.
      actor: { userId: paidRow.actorUserId, apiKeyId: null },
    });
    await tx
      .update(checkoutSessions)
      .set({ status: "paid", fulfilledAt: sql`coalesce(${checkoutSessions.fulfilledAt}, now())` })
      .where(eq(checkoutSessions.id, paidRow.id));
    // The invoice is numbered in this transaction, only by the call that credits (decision 089).
    const invoiceNumber = result.applied ? await issueInvoice(tx, paidRow, status) : undefined;
    return { ...result, invoiceNumber };
  });
  if (grant.applied) {
    deps.logger.info({ sessionId: row.id, userId: row.userId, credits: row.credits }, "checkout fulfilled");
    if (grant.invoiceNumber !== undefined) await sendReceipt(deps, grant.invoiceNumber);
  }
  return { status: "paid", packId, credits: row.credits, newlyCredited: grant.applied, balance: grant.balance };
}

async function loadSession(deps: PaymentsDeps, id: string): Promise<SessionRow | undefined> {
  const [row] = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

async function retrieve(deps: PaymentsDeps, id: string): Promise<ProviderCheckoutStatus> {
  try {
    return await deps.payments.retrieveStatus(id);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err, sessionId: id }, "payment provider did not answer a status request");
    throw new AppError(502, PAYMENT_ERRORS.providerUnavailable, "payment_provider_unavailable");
  }
}

/**
 * A signed webhook for a session we have no row for: the row's insert failed after
 * Stripe created the session. Its metadata was written by this server with the
 * secret key, so it is trusted to rebuild the row and the seller still gets credits.
 */
async function adoptFromProvider(deps: PaymentsDeps, id: string, status: ProviderCheckoutStatus): Promise<SessionRow> {
  const packId = PackIdSchema.safeParse(status.packId);
  if (!status.userId || !packId.success) throw notFound(PAYMENT_ERRORS.sessionNotFound);
  const pack = findPack(packId.data);
  const provider = deps.payments.name;
  // A provider that answered a status request takes payments; "none" refuses every call.
  if (provider === "none") throw notFound(PAYMENT_ERRORS.sessionNotFound);
  await deps.db
    .insert(checkoutSessions)
    .values({
      id,
      userId: status.userId,
      provider,
      packId: pack.id,
      credits: pack.credits,
      amountCents: pack.priceCents,
    })
    .onConflictDoNothing({ target: checkoutSessions.id });
  deps.logger.warn({ sessionId: id, userId: status.userId }, "adopted a checkout session missing from the database");
  const row = await loadSession(deps, id);
  if (!row) throw notFound(PAYMENT_ERRORS.sessionNotFound);
  return row;
}
