import { z } from "zod";

/**
 * One sentence of a script, checked against what the page and the seller's details say
 * (issue 24, decision 056). `supported`: every checkable claim in it is found in a source;
 * `unsupported`: at least one is not (`reason` says which, `source` quotes the nearest source
 * text); `neutral`: nothing checkable (a greeting, a call to action).
 */
export const CLAIM_STATUSES = ["supported", "unsupported", "neutral"] as const;
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

export const ClaimSchema = z
  .object({
    sentence: z.string(),
    status: ClaimStatusSchema,
    reason: z.string().optional(),
    source: z.string().optional(),
    /** An unsupported sentence the seller confirmed they can substantiate: no longer holds the audio. */
    confirmed: z.boolean().optional(),
  })
  .meta({
    id: "Claim",
    description:
      "One sentence of the script: `supported` (every figure, name and claim in it is found in the page or the seller's details), `unsupported` (`reason` says what is not, `source` quotes the nearest source text; `confirmed` when the seller said they can substantiate it) or `neutral` (nothing checkable).",
  });
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimsSchema = z.array(ClaimSchema);

/** How many sentences still need the seller: unsupported and not confirmed. */
export function countUnsupported(claims: readonly Claim[]): number {
  return claims.filter(isUnresolved).length;
}

export function isUnresolved(claim: Claim): boolean {
  return claim.status === "unsupported" && !claim.confirmed;
}

/** Who confirmed which sentence, and when: kept on the draft (`script_drafts.claim_confirmations`). */
export type ClaimConfirmation = { key: string; sentence: string; userId: string; at: string };

/**
 * The key a confirmation is kept under: the sentence folded (case, width, spacing, quotes, the
 * closing punctuation), so it survives edits elsewhere in the script and a changed full stop.
 */
export function sentenceKey(sentence: string): string {
  return sentence
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"'`´]/g, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.!?。！？…]+$/u, "")
    .trim();
}

export const CLAIM_SENTENCE_MAX = 2000;

/** POST /api/scripts/check and /api/v1/scripts/check: an (edited) text checked against the draft's sources. */
export const CheckScriptInputSchema = z.strictObject({
  draftId: z.uuid(),
  text: z.string().max(20000),
});
export type CheckScriptInput = z.infer<typeof CheckScriptInputSchema>;

export const CheckScriptResultSchema = z.strictObject({ claims: ClaimsSchema });
export type CheckScriptResult = z.infer<typeof CheckScriptResultSchema>;

/** POST /api/scripts/confirm: the seller can substantiate this sentence of the draft's script. */
export const ConfirmClaimInputSchema = z.strictObject({
  draftId: z.uuid(),
  sentence: z.string().trim().min(1).max(CLAIM_SENTENCE_MAX),
  /** The text as it is in the script box now, checked again in the answer. */
  text: z.string().max(20000).optional(),
});
export type ConfirmClaimInput = z.infer<typeof ConfirmClaimInputSchema>;
