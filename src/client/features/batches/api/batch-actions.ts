import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";
import { creditsQueryOptions } from "../../../lib/account/get-credits";
import { batchQueryOptions } from "./get-batch";

/**
 * cancel, retry (failed items, e.g. after buying credits), speak (review mode's "Speak all") and publish
 * ("Publish all": made audios now, later ones as they are made): each answers the batch.
 */
export type BatchAction = "cancel" | "retry" | "speak" | "publish";

export function runBatchAction(id: string, action: BatchAction): Promise<BatchView> {
  return apiFetch<BatchView>(`/api/batches/${encodeURIComponent(id)}/${action}`, { method: "POST" });
}

export function useBatchAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BatchAction) => runBatchAction(id, action),
    onSuccess: async (batch) => {
      queryClient.setQueryData(batchQueryOptions(id).queryKey, batch);
      await queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
    },
  });
}
