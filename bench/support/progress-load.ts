/**
 * Background load for a benchmark: a 300-item review-mode batch (scripts are written, no speech,
 * so no credit is needed) and progress streams on batches, spread over sellers so the
 * per-seller and per-batch stream caps (4 per batch, 10 per seller) let them all open.
 */
import { BATCH_STREAMS_PER_BATCH } from "../../src/shared/batches/batch-limits";

export type ProgressLoad = {
  opened: number;
  refused: number;
  /** Counts of the big batch's items by status, read when asked. */
  bigBatchState: () => Promise<string>;
  stop: () => void;
};

async function createReviewBatch(baseUrl: string, cookie: string, items: number, tag: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/batches`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({
      review: true,
      items: Array.from({ length: items }, (_, i) => ({
        specifications: `Bench item ${tag}-${i + 1}: a stoneware mug, 350 ml, glazed in ocean blue, dishwasher safe.`,
      })),
    }),
  });
  if (res.status !== 201) throw new Error(`batch creation failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Seller 0 starts a `bigItems`-item review batch; enough other sellers start a 2-item one for
 * `streams` streams to fit the caps; then `streams` progress streams open, round-robin over them.
 */
export async function startProgressLoad(
  baseUrl: string,
  cookies: string[],
  options: { streams: number; bigItems: number },
): Promise<ProgressLoad> {
  const sellersNeeded = Math.min(cookies.length, Math.ceil(options.streams / BATCH_STREAMS_PER_BATCH));
  const batches: Array<{ id: string; cookie: string }> = [];
  for (let i = 0; i < sellersNeeded; i += 1) {
    const cookie = cookies[i]!;
    const id = await createReviewBatch(baseUrl, cookie, i === 0 ? options.bigItems : 2, String(i));
    batches.push({ id, cookie });
  }
  const controllers: AbortController[] = [];
  const statuses = await Promise.all(
    Array.from({ length: options.streams }, async (_, i) => {
      const batch = batches[i % batches.length]!;
      const controller = new AbortController();
      controllers.push(controller);
      try {
        const res = await fetch(`${baseUrl}/api/batches/${batch.id}/events`, {
          headers: { cookie: batch.cookie },
          signal: controller.signal,
        });
        // Keep reading what the stream sends, as a browser would.
        if (res.status === 200 && res.body) void res.body.pipeTo(new WritableStream()).catch(() => undefined);
        else await res.body?.cancel();
        return res.status;
      } catch {
        return 0;
      }
    }),
  );
  const big = batches[0]!;
  return {
    opened: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s !== 200).length,
    bigBatchState: async () => {
      const res = await fetch(`${baseUrl}/api/batches/${big.id}`, { headers: { cookie: big.cookie } });
      const body = (await res.json()) as { status?: string; counts?: Record<string, number> };
      return `${body.status ?? "?"} ${JSON.stringify(body.counts ?? {})}`;
    },
    stop: () => {
      for (const controller of controllers) controller.abort();
    },
  };
}
