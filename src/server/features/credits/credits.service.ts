import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import {
  batchedByToken,
  BY_SESSION_TOKENS,
  SESSION_COLUMNS,
  type SessionColumns,
  type SessionScopedRead,
} from "../../auth/session-reader";
import { creditBalances, creditLedger, sessions, users, type LedgerReason } from "../../db/schema/index";

/** Credits granted once when an account's email is confirmed (the free first audio). */
export const SIGNUP_BONUS_CREDITS = 1;

const balanceQuery = oncePerDatabase((db) =>
  db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, sql.placeholder("userId")))
    .prepare("shelftalk_credit_balance"),
);

export async function getBalance(db: Database, userId: string): Promise<number> {
  const [row] = await balanceQuery(db).execute({ userId });
  return row?.credits ?? 0;
}

/** The balance read together with the session (GET /api/credits). */
const balanceBySession = oncePerDatabase((db) => {
  const query = db
    .select({ ...SESSION_COLUMNS, credits: creditBalances.credits })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
    .where(BY_SESSION_TOKENS)
    .prepare("shelftalk_credit_balances_by_sessions");
  return batchedByToken((tokens) => query.execute({ tokens }));
});

export function balanceForSession(
  db: Database,
): SessionScopedRead<SessionColumns & { credits: number | null }, number> {
  return {
    byToken: balanceBySession(db),
    fromRows: (rows) => rows[0]?.credits ?? 0,
    byUser: (userId) => getBalance(db, userId),
  };
}

export type GrantResult = { granted: boolean; balance: number };

/**
 * Adds credits exactly once per (reason, reference): the ledger row and the balance
 * change commit together, and a replay or a concurrent twin hits the ledger's
 * unique key and changes nothing.
 */
export async function grantCredits(
  db: Database,
  grant: { userId: string; delta: number; reason: LedgerReason; reference: string },
): Promise<GrantResult> {
  if (!Number.isInteger(grant.delta) || grant.delta <= 0) throw new Error("grant delta must be a positive integer");
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(creditLedger)
      .values(grant)
      .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
      .returning({ id: creditLedger.id });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ credits: creditBalances.credits })
        .from(creditBalances)
        .where(eq(creditBalances.userId, grant.userId));
      return { granted: false, balance: row?.credits ?? 0 };
    }
    const [row] = await tx
      .insert(creditBalances)
      .values({ userId: grant.userId, credits: grant.delta })
      .onConflictDoUpdate({
        target: creditBalances.userId,
        set: { credits: sql`${creditBalances.credits} + ${grant.delta}`, updatedAt: new Date() },
      })
      .returning({ credits: creditBalances.credits });
    return { granted: true, balance: row?.credits ?? grant.delta };
  });
}

export function grantSignupBonus(db: Database, userId: string): Promise<GrantResult> {
  return grantCredits(db, {
    userId,
    delta: SIGNUP_BONUS_CREDITS,
    reason: "signup_bonus",
    reference: `signup:${userId}`,
  });
}
