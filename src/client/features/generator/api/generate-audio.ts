import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateAudioInput, GenerateAudioResult } from "../../../../shared/generator/generator-schemas";
import { creditsQueryOptions } from "../../../lib/account/get-credits";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { ApiError, apiFetch } from "../../../lib/api";
import { allScriptClaimsQueryOptions } from "./check-script";

/** One server operation: reserve a credit, synthesize, store, save (spec 4, Generate Audio); also a re-voice. */
export function generateAudio(input: GenerateAudioInput): Promise<GenerateAudioResult> {
  return apiFetch<GenerateAudioResult>("/api/audios", { json: input });
}

export function useGenerateAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAudio,
    // A dropped connection is retried once with the same idempotency key: it can never charge twice.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
    onSuccess: (result) => {
      queryClient.setQueryData(creditsQueryOptions.queryKey, { credits: result.remaining_credits });
      void queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
      // Held for its claims: the script box shows them again, as the server checked them.
      if (error instanceof ApiError && error.code === "unresolved_claims")
        void queryClient.invalidateQueries({ queryKey: allScriptClaimsQueryOptions.queryKey });
    },
  });
}
