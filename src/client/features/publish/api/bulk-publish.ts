import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkPublishResult } from "../../../../shared/publish/bulk-publish-schemas";
import { apiFetch } from "../../../lib/api";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { publishInfoQueryKey } from "./get-publish-info";

/** Publishes or unpublishes many of the seller's audios at once (ids not theirs are skipped by the server). */
export function bulkPublish(ids: readonly string[], publish: boolean): Promise<BulkPublishResult> {
  return apiFetch<BulkPublishResult>(`/api/audios/${publish ? "publish" : "unpublish"}`, { json: { ids } });
}

export function useBulkPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, publish }: { ids: readonly string[]; publish: boolean }) => bulkPublish(ids, publish),
    onSuccess: async (result) => {
      // The snippets of every switched audio, then the list (its published flags).
      await Promise.all(result.ids.map((id) => queryClient.invalidateQueries({ queryKey: publishInfoQueryKey(id) })));
      await queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey });
    },
  });
}
