import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkDeleteResponse } from "../../../../shared/audios/library-bulk-schemas";
import { audiosQueryOptions } from "../../../lib/account/list-audios";
import { apiFetch } from "../../../lib/api";

/** Deletes many of the seller's audios in one call (at most 500: the table's selection is bounded). */
export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => apiFetch<BulkDeleteResponse>("/api/audios/bulk-delete", { json: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audiosQueryOptions.queryKey }),
  });
}

/** Downloads the selected MP3s as one ZIP the server streams. */
export async function downloadZip(ids: readonly string[]): Promise<void> {
  const res = await fetch("/api/audios/archive", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ids }),
  });
  if (!res.ok) throw new Error(`archive failed with ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "shelftalk-audios.zip";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
