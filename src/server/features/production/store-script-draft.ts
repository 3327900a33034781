import type { Claim } from "../../../shared/claims/claim-schemas";
import type { Database } from "../../db/database";
import { scriptDrafts } from "../../db/schema/index";
import { checkDraftText } from "./draft-claims";

export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type NewScriptDraft = Omit<typeof scriptDrafts.$inferInsert, "id" | "createdAt" | "spentAt">;

/**
 * The step between "write the script" and "speak": every script, whichever door it came through
 * (the generator, /api/v1, a batch item, a shop sync, a re-voiced edit), is stored as a draft here
 * and only a stored draft can be spoken. The claim check (issue 24, decision 071) runs here on the
 * stored script against the sources kept with it; the audio step checks the final text again.
 */
export async function storeScriptDraft(
  db: DatabaseOrTransaction,
  draft: NewScriptDraft,
): Promise<{ id: string; claims: Claim[] }> {
  const [row] = await db.insert(scriptDrafts).values(draft).returning({ id: scriptDrafts.id });
  if (!row) throw new Error("script draft insert returned no row");
  const claims = checkDraftText(
    {
      language: draft.language,
      claimSources: draft.claimSources ?? null,
      claimConfirmations: draft.claimConfirmations ?? [],
      specifications: draft.specifications ?? null,
      productName: draft.productName ?? null,
      brand: draft.brand ?? null,
      description: draft.description ?? null,
    },
    draft.script,
  );
  return { id: row.id, claims };
}
