import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AudioListResponse, AudioView } from "../../../shared/audios/audio-schemas";
import { apiFetch } from "../api";

export function listAudios(search?: string): Promise<AudioView[]> {
  const query = search ? `?q=${encodeURIComponent(search)}` : "";
  return apiFetch<AudioListResponse>(`/api/audios${query}`).then((body) => body.audios);
}

/**
 * The seller's library, newest first: the library page lists it, a generation and a deletion invalidate it.
 * Its key is the prefix of every library query, so invalidating it refreshes searches too.
 */
export const audiosQueryOptions = queryOptions({
  queryKey: ["audios"] as const,
  queryFn: () => listAudios(),
});

/** The library filtered on the server by the search's words (GET /api/audios?q=…). */
export const audioSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...audiosQueryOptions.queryKey, "search", search] as const,
    queryFn: () => listAudios(search),
    // Typing a new word keeps the last results on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });

/** The library, or the search's results while there is a search (only that query runs). */
export function useAudios(enabled: boolean, search = "") {
  const trimmed = search.trim();
  const all = useQuery({ ...audiosQueryOptions, enabled: enabled && !trimmed });
  const found = useQuery({ ...audioSearchQueryOptions(trimmed), enabled: enabled && Boolean(trimmed) });
  return trimmed ? found : all;
}
