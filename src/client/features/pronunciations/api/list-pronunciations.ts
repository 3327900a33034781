import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PronunciationListResponse } from "../../../../shared/pronunciations/pronunciation-schemas";
import { apiFetch } from "../../../lib/api";

export function listPronunciations(): Promise<PronunciationListResponse> {
  return apiFetch<PronunciationListResponse>("/api/pronunciations");
}

export const pronunciationsQueryOptions = queryOptions({
  queryKey: ["pronunciations"] as const,
  queryFn: listPronunciations,
});

export function usePronunciations(enabled: boolean) {
  return useQuery({ ...pronunciationsQueryOptions, enabled });
}
