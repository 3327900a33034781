import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CategoryAudioUploadResponse } from "../../../../shared/categories/category-schemas";
import { apiFetch } from "../../../lib/api";
import { categoriesQueryOptions } from "./get-categories";

export type UploadCategoryAudioInput = { index: number; file: File };

/** PUT /api/admin/categories/:index/audio with the file as the raw body (the server sniffs its type). */
export function uploadCategoryAudio({ index, file }: UploadCategoryAudioInput) {
  return apiFetch<CategoryAudioUploadResponse>(`/api/admin/categories/${index}/audio`, {
    method: "PUT",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
}

export function useUploadCategoryAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCategoryAudio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
