import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { CATEGORIES_QUERY_KEY } from "./get-categories";

/** DELETE /api/admin/categories/:index/audio: removes the example under every extension. */
export function deleteCategoryAudio(index: number) {
  return apiFetch<{ removed: boolean }>(`/api/admin/categories/${index}/audio`, { method: "DELETE" });
}

export function useDeleteCategoryAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategoryAudio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}
