import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { creditBalances, creditLedger } from "../../db/schema/index";
import { applyCreditChange, creditsSold, InsufficientCreditsError } from "./credit-ledger";
import { getBalance, readBalance } from "./credits.service";

describe(`the credit ledger (${testDatabaseKind()})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  async function ledger(userId: string) {
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    return { rows: rows.length, sum: rows.reduce((total, row) => total + row.delta, 0) };
  }

  it("adds and spends, one ledger row per change, and a replay of (reason, reference) changes nothing", async () => {
    const grant = { userId: "ann", delta: 5, reason: "purchase", reference: "checkout:one" } as const;
    expect(await applyCreditChange(database.db, grant)).toEqual({ applied: true, balance: 5 });
    expect(await applyCreditChange(database.db, grant)).toEqual({ applied: false, balance: 5 });
    const spend = { userId: "ann", delta: -2, reason: "generation", reference: "generation:a" } as const;
    expect(await applyCreditChange(database.db, spend)).toEqual({ applied: true, balance: 3 });
    expect(await applyCreditChange(database.db, spend)).toEqual({ applied: false, balance: 3 });
    expect(await ledger("ann")).toEqual({ rows: 2, sum: 3 });
    expect(await getBalance(database.db, "ann")).toBe(3);
  });

  it("reads balances in shared queries under load, each its own, and never older than the read", async () => {
    const users = ["batch-a", "batch-b", "batch-c"];
    for (const [i, userId] of users.entries())
      await applyCreditChange(database.db, {
        userId,
        delta: i + 1,
        reason: "signup_bonus",
        reference: `signup:${userId}`,
      });
    const asked = [...users, "batch-none", ...users];
    expect(await Promise.all(asked.map((userId) => readBalance(database.db, userId)))).toEqual([1, 2, 3, 0, 1, 2, 3]);
    const spend = applyCreditChange(database.db, {
      userId: "batch-b",
      delta: -2,
      reason: "generation",
      reference: "generation:batch-b",
    });
    await spend;
    expect(await Promise.all(users.map((userId) => readBalance(database.db, userId)))).toEqual([1, 0, 3]);
  });

  it("refuses a spend below zero and leaves no trace, even inside a caller's transaction that carries on", async () => {
    await applyCreditChange(database.db, { userId: "bob", delta: 1, reason: "signup_bonus", reference: "signup:bob" });
    const outcome = await database.db.transaction(async (tx) => {
      const refused = await applyCreditChange(tx, {
        userId: "bob",
        delta: -2,
        reason: "generation",
        reference: "generation:big",
      }).catch((err: unknown) => err);
      // The caller's transaction is still usable: the refusal rolled back only its own savepoint.
      const after = await applyCreditChange(tx, {
        userId: "bob",
        delta: -1,
        reason: "generation",
        reference: "generation:small",
      });
      return { refused, after };
    });
    expect(outcome.refused).toBeInstanceOf(InsufficientCreditsError);
    expect(outcome.after).toEqual({ applied: true, balance: 0 });
    expect(await ledger("bob")).toEqual({ rows: 2, sum: 0 });
    // A refused reference was never written, so it can be used once credits arrive.
    await applyCreditChange(database.db, { userId: "bob", delta: 2, reason: "purchase", reference: "checkout:bob" });
    expect(
      await applyCreditChange(database.db, {
        userId: "bob",
        delta: -2,
        reason: "generation",
        reference: "generation:big",
      }),
    ).toEqual({ applied: true, balance: 0 });
  });

  it("a seller with no balance row cannot spend", async () => {
    await expect(
      applyCreditChange(database.db, { userId: "nobody", delta: -1, reason: "generation", reference: "generation:x" }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await ledger("nobody")).toEqual({ rows: 0, sum: 0 });
  });

  it("refuses a zero or fractional delta", async () => {
    for (const delta of [0, 0.5]) {
      await expect(
        applyCreditChange(database.db, { userId: "ann", delta, reason: "adjustment", reference: `bad:${delta}` }),
      ).rejects.toThrow("non-zero integer");
    }
  });

  it("20 concurrent spends of one credit on a balance of 3: exactly 3 apply, ledger sum = balance = 0", async () => {
    await applyCreditChange(database.db, { userId: "rush", delta: 3, reason: "purchase", reference: "checkout:rush" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        applyCreditChange(database.db, {
          userId: "rush",
          delta: -1,
          reason: "generation",
          reference: `generation:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof InsufficientCreditsError)).toBe(true);
    expect(await ledger("rush")).toEqual({ rows: 4, sum: 0 });
    const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, "rush"));
    expect(balance?.credits).toBe(0);
  });

  it("10 concurrent replays of one purchase credit it once", async () => {
    const grant = { userId: "twin", delta: 9, reason: "purchase", reference: "checkout:twin" } as const;
    const results = await Promise.all(Array.from({ length: 10 }, () => applyCreditChange(database.db, grant)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await ledger("twin")).toEqual({ rows: 1, sum: 9 });
    expect(await getBalance(database.db, "twin")).toBe(9);
  });

  it("sums the credits sold from purchases only", async () => {
    const [expected] = await database.db
      .select({ n: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.reason, "purchase"));
    expect(await creditsSold(database.db)).toBe(Number(expected?.n));
    expect(await creditsSold(database.db)).toBe(5 + 2 + 3 + 9);
  });
});
