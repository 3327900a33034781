import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublishInfo } from "../../../../shared/publish/publish-schemas";
import { apiFetch } from "../../../lib/api";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { publishInfoQueryOptions } from "./get-publish-info";

export function usePublishAudio(audioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PublishInfo>(`/api/audios/${audioId}/publish`, { method: "POST" }),
    onSuccess: (info) => {
      queryClient.setQueryData(publishInfoQueryOptions(audioId).queryKey, info);
      return queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey });
    },
  });
}
