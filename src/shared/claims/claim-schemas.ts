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

export const ClaimSchema = z.object({
  sentence: z.string(),
  status: ClaimStatusSchema,
  reason: z.string().optional(),
  source: z.string().optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimsSchema = z.array(ClaimSchema);

/** How many sentences still need the seller: unsupported and not confirmed. */
export function countUnsupported(claims: readonly Claim[]): number {
  return claims.filter((claim) => claim.status === "unsupported").length;
}
