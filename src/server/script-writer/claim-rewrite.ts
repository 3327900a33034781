import { isUnresolved, type Claim } from "../../shared/claims/claim-schemas";
import { checkClaims } from "../claim-check/check-claims";
import type { ScriptPromptMessage } from "./prompt";
import type { ScriptWriterInput } from "./script-writer-provider";

export type RewriteMessage = ScriptPromptMessage | { role: "assistant"; content: string };

/** The model's script checked against what it was given: the page's facts and the seller's details. */
export function unsupportedSentences(script: string, input: ScriptWriterInput): Claim[] {
  const { claims } = checkClaims({
    text: script,
    language: input.language,
    sources: { facts: input.facts, ...(input.details ? { details: input.details } : {}) },
  });
  return claims.filter(isUnresolved);
}

/**
 * The one automatic rewrite (issue 24): the conversation so far, the model's own script, and a
 * request naming each unsupported sentence with the reason, to rewrite using only the facts given.
 */
export function rewriteMessages(
  prompt: readonly ScriptPromptMessage[],
  script: string,
  unsupported: readonly Claim[],
): RewriteMessage[] {
  const named = unsupported.map((claim, i) => `${i + 1}. "${claim.sentence}" (${claim.reason ?? "not in the facts"})`);
  return [
    ...prompt,
    { role: "assistant", content: script },
    {
      role: "user",
      content: [
        "These sentences say something the product facts and seller details above do not:",
        ...named,
        "Rewrite the whole script in the same language, length and tone. Fix each of these sentences using only the given facts, or leave it out. Keep every other sentence as it is. Reply with the script only.",
      ].join("\n"),
    },
  ];
}
