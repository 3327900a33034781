import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";
import { creditBalances, creditLedger, users } from "../../server/db/schema/index";
import type { TestClient } from "../../test/auth-client";

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Sets the balance to `credits`, with the ledger row that keeps ledger sum = balance. */
export async function setCredits(db: Database, userId: string, credits: number): Promise<void> {
  const [row] = await db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
  const delta = credits - (row?.credits ?? 0);
  if (delta === 0) return;
  await db
    .insert(creditBalances)
    .values({ userId, credits })
    .onConflictDoUpdate({ target: creditBalances.userId, set: { credits } });
  await db.insert(creditLedger).values({ userId, delta, reason: "adjustment", reference: `test:${randomUUID()}` });
}

/** The seller's balance and the sum of their ledger: equal whenever no credit was lost or minted. */
export async function creditState(db: Database, userId: string): Promise<{ balance: number; ledger: number }> {
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
  return { balance: balance?.credits ?? 0, ledger: Number(ledger?.sum ?? 0) };
}

export async function writeScript(
  client: TestClient,
  language = "en",
  details = "Handmade ceramic mug, 350 ml, glazed in ocean blue.",
): Promise<{ script: string; draftId: string }> {
  const res = await client.request("/api/scripts", { json: { specifications: details, language } });
  if (res.status !== 200) throw new Error(`script failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { script: string; draftId: string };
}

export type GenerateBody = {
  success?: boolean;
  error?: string;
  code?: string;
  remaining_credits?: number;
  audio?: { id: string; audio_url: string };
};

export async function generate(
  client: TestClient,
  draftId: string,
  options: { text?: string; voice?: string; key?: string; revoice?: boolean } = {},
): Promise<{ status: number; body: GenerateBody }> {
  const res = await client.request("/api/audios", {
    json: {
      draftId,
      text: options.text ?? "A short test script.",
      voice: options.voice ?? "alloy",
      idempotencyKey: options.key ?? randomUUID(),
      ...(options.revoice ? { revoice: true } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as GenerateBody };
}
