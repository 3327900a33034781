import type { Database } from "../../db/database";
import { scriptDrafts } from "../../db/schema/index";

export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type NewScriptDraft = Omit<typeof scriptDrafts.$inferInsert, "id" | "createdAt" | "spentAt">;

/**
 * The step between "write the script" and "speak": every script, whichever door it came through
 * (the generator, /api/v1, a batch item, a re-voiced edit), is stored as a draft here and only
 * a stored draft can be spoken. The claim check (issue 24, `src/server/claim-check/`) joins the
 * pipeline at this function.
 */
export async function storeScriptDraft(db: DatabaseOrTransaction, draft: NewScriptDraft): Promise<{ id: string }> {
  const [row] = await db.insert(scriptDrafts).values(draft).returning({ id: scriptDrafts.id });
  if (!row) throw new Error("script draft insert returned no row");
  return row;
}
