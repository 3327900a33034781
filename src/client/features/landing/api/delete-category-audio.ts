import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CategoryAudioRemoveResponse } from "../../../../shared/categories/category-schemas";
import { apiFetch } from "../../../lib/api";
import { categoriesQueryOptions } from "./get-categories";

/** DELETE /api/admin/categories/:index/audio: removes the example under every extension. */
export function deleteCategoryAudio(index: number) {
  return apiFetch<CategoryAudioRemoveResponse>(`/api/admin/categories/${index}/audio`, { method: "DELETE" });
}

export function useDeleteCategoryAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategoryAudio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
