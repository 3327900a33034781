import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateAudioInput } from "../../../../shared/schemas/generator";
import { ApiError, apiFetch } from "../../../lib/api";

export type GenerateAudioResult = {
  success: true;
  remaining_credits: number;
  audio: { id: string; title: string; audio_url: string; download_url: string };
};

/** One server operation: reserve a credit, synthesize, store, save (spec 4, Generate Audio). */
export function useGenerateAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateAudioInput) => apiFetch<GenerateAudioResult>("/api/audios", { json: input }),
    // A dropped connection is retried once with the same idempotency key: it can never charge twice.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
    onSuccess: (result) => {
      queryClient.setQueryData(["credits"], { credits: result.remaining_credits });
      void queryClient.invalidateQueries({ queryKey: ["audios"] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ["credits"] }),
  });
}
