import { useMutation } from "@tanstack/react-query";
import type { BatchPreview } from "../../../../shared/batches/batch-schemas";
import { apiFetch } from "../../../lib/api";

/** What the seller hands over: a CSV file, a pasted list of links, or a feed/sitemap/products.json link. */
export type BatchInput = { kind: "csv"; file: File } | { kind: "links"; text: string } | { kind: "feed"; url: string };

/** The request body for an input: the CSV file as itself (multipart), the rest as JSON. */
export function batchRequestInit(input: BatchInput, review: boolean): RequestInit & { json?: unknown } {
  if (input.kind === "csv") {
    const form = new FormData();
    form.set("file", input.file);
    form.set("review", String(review));
    return { method: "POST", body: form };
  }
  return { json: input.kind === "links" ? { links: input.text, review } : { feedUrl: input.url, review } };
}

export function previewBatch(input: BatchInput): Promise<BatchPreview> {
  return apiFetch<BatchPreview>("/api/batches/preview", batchRequestInit(input, false));
}

/** Reads and checks the input without starting anything (nothing is charged). */
export function usePreviewBatch() {
  return useMutation({ mutationFn: previewBatch });
}
