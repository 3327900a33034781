import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteAudioResponse } from "../../../../shared/audios/audio-schemas";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { apiFetch } from "../../../lib/api";

export function useDeleteAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DeleteAudioResponse>(`/api/audios/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey }),
  });
}
