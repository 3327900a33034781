import { isUnresolved, type Claim } from "../../../shared/claims/claim-schemas";
import { HELD_ITEM_MESSAGES } from "../../../shared/claims/claim-reasons";

const MAX_REASON = 1000;

/**
 * Why a batch item is held (`needs_review`): each unsupported sentence nobody confirmed, with its
 * reason, as the batch page and the manifest show it.
 */
export function heldItemReason(claims: readonly Claim[]): string {
  const lines = claims
    .filter(isUnresolved)
    .map((claim) => HELD_ITEM_MESSAGES.claim(claim.sentence, claim.reason ?? HELD_ITEM_MESSAGES.noReason));
  const text = HELD_ITEM_MESSAGES.held(lines.join(" · "));
  return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`;
}
