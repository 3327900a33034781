import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BatchList } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";

export const batchListQueryOptions = queryOptions({
  queryKey: ["batches"] as const,
  queryFn: () => apiFetch<BatchList>("/api/batches"),
  staleTime: 0,
});

export function useBatchList(enabled: boolean) {
  return useQuery({ ...batchListQueryOptions, enabled });
}
