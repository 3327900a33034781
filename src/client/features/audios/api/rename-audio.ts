import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RenameAudioInput } from "../../../../shared/schemas/audio";
import { apiFetch } from "../../../lib/api";
import type { Audio } from "./audio-types";
import { audiosQueryOptions } from "./list-audios";

export function renameAudio(id: string, input: RenameAudioInput): Promise<{ success: true; audio: Audio }> {
  return apiFetch(`/api/audios/${encodeURIComponent(id)}`, { method: "PATCH", json: input });
}

export function useRenameAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameAudio(id, { title }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey }),
  });
}
