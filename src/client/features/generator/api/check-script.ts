import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckScriptResult, ConfirmClaimInput } from "../../../../shared/claims/claim-schemas";
import { apiFetch } from "../../../lib/api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

/** The script box waits this long after the last keystroke before it checks the text again. */
export const CLAIM_CHECK_DEBOUNCE_MS = 600;

export function checkScript(draftId: string, text: string): Promise<CheckScriptResult> {
  return apiFetch<CheckScriptResult>("/api/scripts/check", { json: { draftId, text } });
}

/** Every check of every script: the prefix a refused audio or a confirmation invalidates. */
export const allScriptClaimsQueryOptions = queryOptions({
  queryKey: ["script-claims"] as const,
  queryFn: (): Promise<CheckScriptResult> => Promise.resolve({ claims: [] }),
});

export const scriptClaimsQueryOptions = (draftId: string, text: string) =>
  queryOptions({
    queryKey: [...allScriptClaimsQueryOptions.queryKey, draftId, text] as const,
    queryFn: () => checkScript(draftId, text),
    staleTime: Infinity,
  });

/**
 * The script's sentences checked against its draft's sources (issue 24), again after each edit
 * once the typing pauses. The last answer stays on screen while the next one is on its way.
 */
export function useScriptClaims(draftId: string | null, text: string) {
  const settled = useDebouncedValue(text, CLAIM_CHECK_DEBOUNCE_MS);
  return useQuery({
    ...scriptClaimsQueryOptions(draftId ?? "", settled),
    enabled: Boolean(draftId && settled.trim()),
    placeholderData: (previous) => previous,
  });
}

export function confirmClaim(input: ConfirmClaimInput): Promise<CheckScriptResult> {
  return apiFetch<CheckScriptResult>("/api/scripts/confirm", { json: input });
}

/** "I can substantiate this": the answer is the text checked again, kept as that text's claims. */
export function useConfirmClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaim,
    onSuccess: (result, input) => {
      if (input.text !== undefined)
        queryClient.setQueryData(scriptClaimsQueryOptions(input.draftId, input.text).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: allScriptClaimsQueryOptions.queryKey });
    },
  });
}
