import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListeningFigures } from "../../../../shared/publish/publish-schemas";
import { apiFetch } from "../../../lib/api";

/** Plays arrive from shop pages at any time: My Audios refreshes them every few seconds while open. */
export const FIGURES_REFRESH_MS = 5_000;

export const listeningFiguresQueryOptions = queryOptions({
  queryKey: ["listening-figures"] as const,
  queryFn: () => apiFetch<ListeningFigures>("/api/listening-figures"),
  staleTime: FIGURES_REFRESH_MS,
});

export function useListeningFigures(enabled: boolean) {
  return useQuery({ ...listeningFiguresQueryOptions, enabled, refetchInterval: enabled ? FIGURES_REFRESH_MS : false });
}
