import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";
import { batchQueryOptions } from "./get-batch";

/** Review mode: saves the seller's edit of one written script. */
export function useEditBatchScript(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, script }: { itemId: string; script: string }) =>
      apiFetch<BatchView>(`/api/batches/${encodeURIComponent(batchId)}/items/${encodeURIComponent(itemId)}`, {
        method: "PATCH",
        json: { script },
      }),
    onSuccess: (batch) => queryClient.setQueryData(batchQueryOptions(batchId).queryKey, batch),
  });
}
