import { eq, sql } from "drizzle-orm";
import type { Database } from "../server/db/database";
import { batchItems, creditLedger, generatedAudios, generationRequests } from "../server/db/schema/index";

/** Polls until `check` holds (or throws after `timeoutMs`). */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  what = "condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * What a batch cost and made, per item, straight from the tables: its audios, and the net
 * credits its generation requests moved in the ledger (charges minus refunds).
 */
export async function itemLedger(db: Database, batchId: string) {
  const items = await db.select().from(batchItems).where(eq(batchItems.batchId, batchId));
  const audios = await db
    .select({ id: generatedAudios.id })
    .from(generatedAudios)
    .where(eq(generatedAudios.batchId, batchId));
  const result: unknown = await db.execute(sql`
    select split_part(r.idempotency_key, ':', 2) as item_id, coalesce(sum(l.delta), 0)::int as net
    from ${generationRequests} r
    join ${creditLedger} l on l.reference in ('generation:' || r.id, 'refund:' || r.id)
    where r.idempotency_key like 'batch-item:%'
      and split_part(r.idempotency_key, ':', 2) in (select id::text from ${batchItems} where batch_id = ${batchId})
    group by 1`);
  const rows = result as { rows: Array<{ item_id: string; net: number }> };
  const netByItem = new Map(rows.rows.map((r) => [r.item_id, Number(r.net)]));
  return { items, audios, netByItem };
}
