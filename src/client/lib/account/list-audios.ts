import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AudioListResponse } from "../../../shared/schemas/audio";
import { apiFetch } from "../api";

/** The seller's library, newest first: the library page lists it, a generation and a deletion invalidate it. */
export const audiosQueryOptions = queryOptions({
  queryKey: ["audios"] as const,
  queryFn: async () => (await apiFetch<AudioListResponse>("/api/audios")).audios,
});

export function useAudios(enabled: boolean) {
  return useQuery({ ...audiosQueryOptions, enabled });
}
