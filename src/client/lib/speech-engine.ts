import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SpeechEngineResponse } from "../../shared/voices/speech-engine-schemas";
import { apiFetch } from "./api";

/** Which engine speaks the voices (GET /api/voices/engine); fixed while the server runs. */
export const speechEngineQueryOptions = queryOptions({
  queryKey: ["speech-engine"] as const,
  queryFn: () => apiFetch<SpeechEngineResponse>("/api/voices/engine"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSpeechEngine() {
  return useQuery(speechEngineQueryOptions);
}
