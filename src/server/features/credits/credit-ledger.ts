import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { creditBalances, creditLedger, type LedgerReason } from "../../db/schema/index";
import { creditChanges } from "../../metrics/instruments";
import type { Actor } from "../workspaces/actor";

/**
 * The only code that writes `credit_ledger` or changes a balance (lint-enforced: nothing else
 * imports those tables). Sign-up grants, purchases, generation spends and refunds all come
 * through applyCreditChange, and so will catalogue items and API calls.
 */

export type CreditChange = {
  userId: string;
  /** Credits added (> 0) or spent (< 0); never 0. */
  delta: number;
  reason: LedgerReason;
  /** Unique per reason: a second change with the same (reason, reference) is a no-op. */
  reference: string;
  /** Who caused it (decision 120); absent for the system (the free credit, a sweep's refund). */
  actor?: Actor;
};

export type CreditChangeResult = {
  /** False when (reason, reference) was applied before: a replay or a concurrent twin. */
  applied: boolean;
  /** The balance after the change (or, for a replay, as it stands now). */
  balance: number;
};

/** A spend larger than the balance. Nothing was written: the change's savepoint rolled back. */
export class InsufficientCreditsError extends Error {
  constructor(readonly userId: string) {
    super("insufficient credits");
    this.name = "InsufficientCreditsError";
  }
}

/**
 * One credit change under the ledger's rule: the ledger row and the balance change commit
 * together, the balance never goes below zero, and (reason, reference) makes it idempotent.
 *
 * Pass the caller's transaction to make the change part of it (a reservation, a fulfilment);
 * a plain database handle gets a transaction of its own. Either way the change runs in its own
 * savepoint, so a refused spend (InsufficientCreditsError) leaves no ledger row behind even
 * when the caller catches the error and carries on.
 *
 * Ledger first: its unique key turns a replay into a no-op before any balance moves. Spends
 * are a conditional decrement (credits >= -delta), which row locks make safe under any
 * concurrency, across processes too.
 */
export async function applyCreditChange(db: Database, change: CreditChange): Promise<CreditChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) {
    throw new Error("a credit change must be a non-zero integer");
  }
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(creditLedger)
      .values({
        userId: change.userId,
        delta: change.delta,
        reason: change.reason,
        reference: change.reference,
        actorUserId: change.actor?.userId ?? null,
        actorApiKeyId: change.actor?.apiKeyId ?? null,
      })
      .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
      .returning({ id: creditLedger.id });
    if (inserted.length === 0) return { applied: false, balance: await currentBalance(tx, change.userId) };
    const balance = change.delta > 0 ? await addCredits(tx, change) : await spendCredits(tx, change);
    if (balance === null) throw new InsufficientCreditsError(change.userId);
    return { applied: true, balance };
  });
  // Counted once the change (its savepoint, inside a caller's transaction) is written; a replay adds nothing.
  if (result.applied) creditChanges.inc({ reason: change.reason }, Math.abs(change.delta));
  return result;
}

async function addCredits(tx: Database, { userId, delta }: CreditChange): Promise<number> {
  const [row] = await tx
    .insert(creditBalances)
    .values({ userId, credits: delta })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { credits: sql`${creditBalances.credits} + ${delta}`, updatedAt: new Date() },
    })
    .returning({ credits: creditBalances.credits });
  return row?.credits ?? delta;
}

/** The balance after the spend, or null when it would go below zero (nothing changed). */
async function spendCredits(tx: Database, { userId, delta }: CreditChange): Promise<number | null> {
  const [row] = await tx
    .update(creditBalances)
    .set({ credits: sql`${creditBalances.credits} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.credits, -delta)))
    .returning({ credits: creditBalances.credits });
  return row?.credits ?? null;
}

async function currentBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.credits ?? 0;
}

/** Credits bought across every account (the admin overview). */
export async function creditsSold(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.reason, "purchase"));
  return Number(row?.n ?? 0);
}
