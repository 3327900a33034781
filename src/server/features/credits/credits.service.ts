import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { oncePerDatabase } from "../../db/once-per-database";
import {
  ACTING_WORKSPACE_ID,
  batchedByToken,
  BY_SESSION_TOKENS,
  SESSION_COLUMNS,
  SESSION_MEMBERSHIP,
  type SessionColumns,
  type SessionScopedRead,
} from "../../auth/session-reader";
import { apiKeys, creditBalances, creditLedger, sessions, users, workspaceMembers } from "../../db/schema/index";
import { applyCreditChange, type CreditChangeResult } from "./credit-ledger";
import { createBatchedLookup } from "../../db/batched-lookup";

/** Credits granted once when an account's email is confirmed (the free first audio). */
export const SIGNUP_BONUS_CREDITS = 1;

const balanceQuery = oncePerDatabase((db) =>
  db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.userId, sql.placeholder("userId")))
    .prepare("shelftalk_credit_balance"),
);

/** The seller's current balance (0 before any credit moved). */
export async function getBalance(db: Database, userId: string): Promise<number> {
  const [row] = await balanceQuery(db).execute({ userId });
  return row?.credits ?? 0;
}

/**
 * Balances of many workspaces in one query: concurrent reads share it under load (db/batched-lookup.ts,
 * decision 139), and each is still answered by a query sent after it was asked. For hot reads outside
 * a transaction (GET /api/v1/credits); never pass a transaction handle (the batch runs on `db`).
 */
const balancesByUsers = oncePerDatabase((db) => {
  const query = db
    .select({ userId: creditBalances.userId, credits: creditBalances.credits })
    .from(creditBalances)
    .where(sql`${creditBalances.userId} = any(${sql.placeholder("userIds")}::text[])`)
    .prepare("shelftalk_credit_balances_by_users");
  return createBatchedLookup(
    (userIds) => query.execute({ userIds }),
    (row) => row.userId,
    { maxInFlight: 2, maxBatch: 200 },
  );
});

/** getBalance for a busy read door: the same answer, its query shared with concurrent reads. */
export async function readBalance(db: Database, userId: string): Promise<number> {
  const [row] = await balancesByUsers(db)(userId);
  return row?.credits ?? 0;
}

/** The balance read together with the session (GET /api/credits). */
const balanceBySession = oncePerDatabase((db) => {
  const query = db
    .select({ ...SESSION_COLUMNS, credits: creditBalances.credits })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workspaceMembers, SESSION_MEMBERSHIP)
    .leftJoin(creditBalances, eq(creditBalances.userId, ACTING_WORKSPACE_ID))
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

/** The free first credit, once per account: the ledger reference is the user id. Wired to email confirmation in bootstrap.ts. */
export function grantSignupBonus(db: Database, userId: string): Promise<CreditChangeResult> {
  return applyCreditChange(db, {
    userId,
    delta: SIGNUP_BONUS_CREDITS,
    reason: "signup_bonus",
    reference: `signup:${userId}`,
  });
}

/**
 * A workspace's ledger as audit-log rows (issue 27: purchases, spends and refunds are read from the
 * ledger, never copied): a select the audit log unions with its own rows, same column order. The
 * actor is the person's email or the key's name (decision 120); null for the system.
 */
export function ledgerAsAuditRows(db: Database, workspaceId: string) {
  return db
    .select({
      at: creditLedger.createdAt,
      actor: sql<string | null>`coalesce(${users.email}, 'API key: ' || ${apiKeys.name})`.as("actor"),
      action: sql<string>`${creditLedger.reason}`.as("action"),
      subject: creditLedger.reference,
      detail: sql<Record<string, unknown>>`jsonb_build_object('credits', ${creditLedger.delta})`.as("detail"),
      ledgerReason: sql<string | null>`${creditLedger.reason}`.as("ledger_reason"),
    })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorUserId))
    .leftJoin(apiKeys, sql`${apiKeys.id}::text = ${creditLedger.actorApiKeyId}`)
    .where(eq(creditLedger.userId, workspaceId));
}
