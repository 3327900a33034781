import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { publishInfoQueryKey } from "./get-publish-info";

export function useUnpublishAudio(audioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ published: false }>(`/api/audios/${audioId}/publish`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: publishInfoQueryKey(audioId) });
      return queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey });
    },
  });
}
