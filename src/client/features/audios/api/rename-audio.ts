import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RenameAudioInput, RenameAudioResponse } from "../../../../shared/audios/audio-schemas";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { apiFetch } from "../../../lib/api";

export function renameAudio(id: string, input: RenameAudioInput): Promise<RenameAudioResponse> {
  return apiFetch<RenameAudioResponse>(`/api/audios/${encodeURIComponent(id)}`, { method: "PATCH", json: input });
}

export function useRenameAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & RenameAudioInput) => renameAudio(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey }),
  });
}
