import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchCreated, BatchPreviewRow } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";
import { batchListQueryOptions } from "./list-batches";

/** Starts a batch of the previewed rows that have no problems (the server checks them again). */
export function createBatch(rows: readonly BatchPreviewRow[], review: boolean, publish = false): Promise<BatchCreated> {
  const items = rows.map((row) => ({
    ...(row.productLink ? { productLink: row.productLink } : {}),
    ...(row.specifications ? { specifications: row.specifications } : {}),
    language: row.language,
    voice: row.voice,
    temperature: row.temperature,
    ...(row.title ? { title: row.title } : {}),
  }));
  return apiFetch<BatchCreated>("/api/batches", { json: { items, review, publish } });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, review, publish }: { rows: readonly BatchPreviewRow[]; review: boolean; publish?: boolean }) =>
      createBatch(rows, review, publish),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchListQueryOptions.queryKey }),
  });
}
