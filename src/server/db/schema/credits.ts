import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The current balance per user. Spending is a conditional decrement
 * (credits > 0) so concurrent requests can never overdraw; every change is
 * paired with a ledger row in the same transaction.
 */
export const creditBalances = pgTable(
  "credit_balances",
  {
    userId: text("user_id").primaryKey(),
    credits: integer("credits").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_balances_non_negative", sql`${t.credits} >= 0`)],
);

export const LEDGER_REASONS = ["signup_bonus", "purchase", "generation", "refund", "adjustment"] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * Append-only history of every credit change. (reason, reference) is unique, which is
 * what makes the free credit, each purchase and each refund happen exactly once.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: LEDGER_REASONS }).notNull(),
    reference: text("reference").notNull(),
    /**
     * Who caused the change (decision 120): the person, or the API key, acting for the workspace.
     * Both null for the system (the free credit, a sweep's refund) and for older rows whose actor
     * could not be derived; the audit log shows those as "ShelfTalk".
     */
    actorUserId: text("actor_user_id"),
    actorApiKeyId: text("actor_api_key_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_ledger_reason_reference_uq").on(t.reason, t.reference),
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

/** A checkout started by a seller, from either payment provider. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    packId: text("pack_id").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The person who started the checkout: the purchase's actor in the ledger (decision 120). */
    actorUserId: text("actor_user_id"),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["open", "paid", "canceled", "expired"] })
      .notNull()
      .default("open"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId, t.createdAt)],
);
