import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreatePronunciationInput,
  CreatePronunciationResponse,
} from "../../../../shared/pronunciations/pronunciation-schemas";
import { apiFetch } from "../../../lib/api";
import { pronunciationsQueryOptions } from "./list-pronunciations";

export function createPronunciation(input: CreatePronunciationInput): Promise<CreatePronunciationResponse> {
  return apiFetch<CreatePronunciationResponse>("/api/pronunciations", { json: input });
}

export function useCreatePronunciation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPronunciation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pronunciationsQueryOptions.queryKey }),
  });
}
