import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { Audio } from "./audio-types";

export const audiosQueryOptions = queryOptions({
  queryKey: ["audios"] as const,
  queryFn: async () => (await apiFetch<{ audios: Audio[] }>("/api/audios")).audios,
});

export function useAudios(enabled: boolean) {
  return useQuery({ ...audiosQueryOptions, enabled });
}
