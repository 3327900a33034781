import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { creditsQueryOptions } from "../../../lib/account/get-credits";
import { batchQueryOptions } from "./get-batch";

/**
 * Live progress: the batch's server-sent events write each new state into the batch query, and
 * every audio made refreshes the balance. EventSource reconnects by itself; the stream ends when
 * the batch is finished.
 */
export function useBatchEvents(id: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const source = new EventSource(`/api/batches/${encodeURIComponent(id)}/events`);
    let lastDone = -1;
    source.addEventListener("progress", (event) => {
      const batch = JSON.parse((event as MessageEvent<string>).data) as BatchView;
      queryClient.setQueryData(batchQueryOptions(id).queryKey, batch);
      if (batch.done !== lastDone) {
        lastDone = batch.done;
        void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
      }
    });
    source.addEventListener("end", () => source.close());
    return () => source.close();
  }, [id, active, queryClient]);
}
