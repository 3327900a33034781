import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchCreated, BatchPreviewRow } from "../../../../shared/batches/batch-schemas";
import type { ScriptLength, ScriptTone } from "../../../../shared/generator/script-style";
import { apiFetch } from "../../../lib/api";
import { batchListQueryOptions } from "./list-batches";

/** The batch's choices besides its rows: review first, publish as made, and every script's length and tone. */
export type BatchOptions = { review: boolean; publish?: boolean; length?: ScriptLength; tone?: ScriptTone };

/** Starts a batch of the previewed rows that have no problems (the server checks them again). */
export function createBatch(rows: readonly BatchPreviewRow[], options: BatchOptions): Promise<BatchCreated> {
  const { review, publish = false, length, tone } = options;
  const items = rows.map((row) => ({
    ...(row.productLink ? { productLink: row.productLink } : {}),
    ...(row.specifications ? { specifications: row.specifications } : {}),
    language: row.language,
    voice: row.voice,
    temperature: row.temperature,
    ...(row.title ? { title: row.title } : {}),
  }));
  return apiFetch<BatchCreated>("/api/batches", {
    json: { items, review, publish, ...(length ? { length } : {}), ...(tone ? { tone } : {}) },
  });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, ...options }: { rows: readonly BatchPreviewRow[] } & BatchOptions) =>
      createBatch(rows, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchListQueryOptions.queryKey }),
  });
}
