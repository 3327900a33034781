import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";

export const batchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["batches", id] as const,
    queryFn: () => apiFetch<BatchView>(`/api/batches/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

export function useBatch(id: string) {
  return useQuery(batchQueryOptions(id));
}
