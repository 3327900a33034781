import type { SSEStreamingApi } from "hono/streaming";
import type { BatchView } from "../../../shared/batches/batch-schemas";

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/** Adds a listener to the batch's shared reader (batch-progress-hub.ts); returns the unsubscribe. */
export type SubscribeToBatch = (listener: (view: BatchView, data: string) => void) => () => void;

/**
 * GET /api/batches/{id}/events: a `progress` event with the whole batch whenever it changed, and
 * an `end` event once it is finished (done or cancelled), then the stream closes. The batch comes
 * from the process's one reader of it, shared by every stream on it (issue 26): a stream costs a
 * write per change, not a read per second. The browser's EventSource reconnects by itself, so a
 * seller who leaves and comes back just opens it again.
 */
export async function batchEvents(
  stream: SSEStreamingApi,
  subscribe: SubscribeToBatch,
  signal: AbortSignal,
): Promise<void> {
  let pending: { view: BatchView; data: string } | undefined;
  let wake: (() => void) | undefined;
  const unsubscribe = subscribe((view, data) => {
    pending = { view, data };
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener("abort", onAbort);
  try {
    let lastWrite = Date.now();
    while (!signal.aborted && !stream.aborted) {
      const next = pending;
      pending = undefined;
      if (next) {
        await stream.writeSSE({ event: "progress", data: next.data });
        lastWrite = Date.now();
        if (next.view.status === "done" || next.view.status === "cancelled") {
          await stream.writeSSE({ event: "end", data: JSON.stringify({ status: next.view.status }) });
          return;
        }
        continue;
      }
      if (Date.now() - lastWrite >= KEEPALIVE_MS) {
        await stream.write(": keep-alive\n\n");
        lastWrite = Date.now();
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, KEEPALIVE_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
    unsubscribe();
  }
}
