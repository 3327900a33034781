import { and, eq } from "drizzle-orm";
import { LanguageCodeSchema } from "../../../shared/catalog/languages";
import { isUnresolved, sentenceKey, type Claim, type ClaimConfirmation } from "../../../shared/claims/claim-schemas";
import type { ProductFacts } from "../../../shared/generator/product-facts";
import { MESSAGES } from "../../../shared/messages";
import { checkClaims } from "../../claim-check/check-claims";
import type { ClaimSources } from "../../claim-check/source-index";
import { scriptDrafts } from "../../db/schema/index";
import { NotFound } from "../../lib/domain-errors";

export { UnresolvedClaims } from "../../lib/domain-errors";
import type { DatabaseOrTransaction } from "./store-script-draft";

type DraftRow = typeof scriptDrafts.$inferSelect;
export type DraftForCheck = Pick<
  DraftRow,
  "language" | "claimSources" | "claimConfirmations" | "specifications" | "productName" | "brand" | "description"
>;

/**
 * What the check reads for a new draft: the page's facts (without its image list, which says
 * nothing) and the seller's details as typed; the index splits the details' instructions off.
 */
export function claimSourcesOf(facts: Partial<ProductFacts> | undefined, details: string | null | undefined) {
  const { images: _images, ...kept } = facts ?? {};
  return { facts: kept, ...(details ? { details } : {}) } satisfies ClaimSources;
}

/**
 * The draft's sources: as stored, or, for a draft stored before the check (decision 071), what its
 * columns still hold (the product's name, brand, the description's summary, the seller's details).
 */
export function sourcesOfDraft(draft: DraftForCheck): ClaimSources {
  if (draft.claimSources) return draft.claimSources;
  const facts: Partial<ProductFacts> = {};
  if (draft.productName) facts.name = draft.productName;
  if (draft.brand) facts.brand = draft.brand;
  if (draft.description) facts.description = draft.description;
  return { facts, ...(draft.specifications ? { details: draft.specifications } : {}) };
}

/** Labels the text's sentences against the draft's sources; confirmed unsupported sentences say so. */
export function checkDraftText(draft: DraftForCheck, text: string): Claim[] {
  const language = LanguageCodeSchema.safeParse(draft.language);
  const { claims } = checkClaims({
    text,
    language: language.success ? language.data : "en",
    sources: sourcesOfDraft(draft),
  });
  const confirmed = new Set((draft.claimConfirmations ?? []).map((c) => c.key));
  return claims.map((claim) =>
    claim.status === "unsupported" && confirmed.has(sentenceKey(claim.sentence))
      ? { ...claim, confirmed: true }
      : claim,
  );
}

export function unresolvedClaims(claims: readonly Claim[]): Claim[] {
  return claims.filter(isUnresolved);
}

/** The seller's own draft, for a check or a confirmation; another seller's is not found. */
export async function ownDraft(db: DatabaseOrTransaction, userId: string, draftId: string): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(scriptDrafts)
    .where(and(eq(scriptDrafts.id, draftId), eq(scriptDrafts.userId, userId)));
  if (!draft) throw new NotFound(MESSAGES.generic.notFound);
  return draft;
}

/** POST …/scripts/check: the edited text against the draft's stored sources and confirmations. */
export async function checkDraft(db: DatabaseOrTransaction, userId: string, draftId: string, text: string) {
  return { claims: checkDraftText(await ownDraft(db, userId, draftId), text) };
}

/**
 * The seller confirms they can substantiate a sentence: recorded with who and when, keyed by the
 * sentence's normalised text (a later edit elsewhere keeps it; an edit of the sentence asks again).
 */
export async function confirmClaim(
  db: DatabaseOrTransaction,
  userId: string,
  input: { draftId: string; sentence: string; text?: string | undefined },
  /** Who confirms (the person); `userId` is the draft's owner (the workspace, issue 27). */
  confirmedBy: string = userId,
) {
  const draft = await ownDraft(db, userId, input.draftId);
  const key = sentenceKey(input.sentence);
  const kept = (draft.claimConfirmations ?? []).filter((c) => c.key !== key);
  const confirmation: ClaimConfirmation = {
    key,
    sentence: input.sentence,
    userId: confirmedBy,
    at: new Date().toISOString(),
  };
  const claimConfirmations = [...kept, confirmation];
  await db.update(scriptDrafts).set({ claimConfirmations }).where(eq(scriptDrafts.id, draft.id));
  return { claims: checkDraftText({ ...draft, claimConfirmations }, input.text ?? draft.script) };
}
