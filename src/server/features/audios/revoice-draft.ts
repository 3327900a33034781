import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/database";
import { scriptDrafts } from "../../db/schema/index";
import { NotFound } from "../../lib/domain-errors";
import { storeScriptDraft } from "../production/store-script-draft";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Re-voicing an edited script after its audio was made (issue 14, item 8): the spent draft is
 * copied, with the edited text, into a new draft that the reservation then spends like any
 * other, so the second audio takes its own credit, its own request row and its own refund path.
 * The first audio and its draft stay as they are. A draft that is still unspent needs no copy.
 */
export async function draftForRevoice(
  tx: Transaction,
  input: { userId: string; draftId: string; text: string; sessionId?: string },
): Promise<string> {
  const [source] = await tx
    .select()
    .from(scriptDrafts)
    .where(and(eq(scriptDrafts.id, input.draftId), eq(scriptDrafts.userId, input.userId)));
  if (!source) throw new NotFound(MESSAGES.generic.notFound);
  if (!source.spentAt) return source.id;
  const copy = await storeScriptDraft(tx, {
    userId: source.userId,
    sessionId: input.sessionId ?? source.sessionId,
    language: source.language,
    productLink: source.productLink,
    specifications: source.specifications,
    description: source.description,
    productName: source.productName,
    brand: source.brand,
    shopName: source.shopName,
    imageUrl: source.imageUrl,
    script: input.text,
    writer: source.writer,
    // The copy is checked against the first draft's sources, with the seller's confirmations.
    claimSources: source.claimSources,
    claimConfirmations: source.claimConfirmations,
  });
  return copy.id;
}
