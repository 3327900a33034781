import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeletePronunciationResponse } from "../../../../shared/pronunciations/pronunciation-schemas";
import { apiFetch } from "../../../lib/api";
import { pronunciationsQueryOptions } from "./list-pronunciations";

export function useDeletePronunciation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<DeletePronunciationResponse>(`/api/pronunciations/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pronunciationsQueryOptions.queryKey }),
  });
}
