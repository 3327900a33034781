import type { SSEStreamingApi } from "hono/streaming";
import type { BatchView } from "../../../shared/schemas/batches";

/** How often the stream looks for progress: items move in whichever process runs them, so the database is the source. */
const POLL_MS = 1000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/**
 * GET /api/batches/{id}/events: a `progress` event with the whole batch whenever it changed, and
 * an `end` event once it is finished (done or cancelled), then the stream closes. The browser's
 * EventSource reconnects by itself, so a seller who leaves and comes back just opens it again.
 */
export async function batchEvents(
  stream: SSEStreamingApi,
  read: () => Promise<BatchView>,
  signal: AbortSignal,
): Promise<void> {
  let last = "";
  let lastWrite = Date.now();
  while (!signal.aborted && !stream.aborted) {
    const batch = await read();
    const data = JSON.stringify(batch);
    if (data !== last) {
      await stream.writeSSE({ event: "progress", data });
      last = data;
      lastWrite = Date.now();
    } else if (Date.now() - lastWrite > KEEPALIVE_MS) {
      await stream.write(": keep-alive\n\n");
      lastWrite = Date.now();
    }
    if (batch.status === "done" || batch.status === "cancelled") {
      await stream.writeSSE({ event: "end", data: JSON.stringify({ status: batch.status }) });
      return;
    }
    await stream.sleep(POLL_MS);
  }
}
