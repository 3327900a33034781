import { BATCH_STREAMS_PER_BATCH, BATCH_STREAMS_PER_SELLER } from "../../../shared/batches/batch-limits";
import { MESSAGES } from "../../../shared/messages";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import { AppError } from "../../http/errors";
import { sseStreamsOpen } from "../../metrics/instruments";

/** What the shared reader reads: the batch with all its items, or the items changed since a time. */
export type BatchProgressSource<Item extends { id: string; updatedAt: Date }> = {
  /** The batch row and every item (the first read, and a full resync now and then). */
  readAll(batchId: string): Promise<{ batch: unknown; items: Item[] }>;
  /** The batch row and the items whose updated_at is after `since`. */
  readChanged(batchId: string, since: Date): Promise<{ batch: unknown; items: Item[] }>;
  /** The view the streams send, built once per change for all of them. */
  toView(batch: unknown, items: readonly Item[]): BatchView;
};

export type HubOptions = {
  pollMs?: number;
  /** A full re-read this often, in case a write's clock was behind the overlap. */
  resyncMs?: number;
  /** How far behind the newest updated_at seen each changed-items read reaches (writers' clocks, late commits). */
  overlapMs?: number;
};

type Listener = (view: BatchView, data: string) => void;
type Reader = { listeners: Set<Listener>; last?: { view: BatchView; data: string }; stop: () => void };

/**
 * One reader per batch per process, feeding every progress stream open on it (issue 26). The
 * reader polls the items the jobs have changed (`updated_at` after the newest it has seen, less
 * a small overlap), merges them into the batch it keeps, and hands the streams one JSON text
 * when something changed; it stops when the last stream closes. Streams are capped per seller
 * and per batch in this process (429 beyond).
 */
export function createBatchProgressHub<Item extends { id: string; updatedAt: Date; position: number }>(
  source: BatchProgressSource<Item>,
  options: HubOptions = {},
) {
  const pollMs = options.pollMs ?? 1000;
  const resyncMs = options.resyncMs ?? 30_000;
  const overlapMs = options.overlapMs ?? 5000;
  const readers = new Map<string, Reader>();
  const perSeller = new Map<string, number>();

  function startReader(batchId: string, reader: Reader): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const items = new Map<string, Item>();
    let newest = 0;
    let lastFull = 0;
    const tick = async () => {
      try {
        const full = Date.now() - lastFull >= resyncMs;
        const read = full
          ? await source.readAll(batchId)
          : await source.readChanged(batchId, new Date(newest - overlapMs));
        if (full) {
          items.clear();
          lastFull = Date.now();
        }
        for (const item of read.items) {
          items.set(item.id, item);
          newest = Math.max(newest, item.updatedAt.getTime());
        }
        const ordered = [...items.values()].sort((a, b) => a.position - b.position);
        const view = source.toView(read.batch, ordered);
        const data = JSON.stringify(view);
        if (data !== reader.last?.data) {
          reader.last = { view, data };
          for (const listener of reader.listeners) listener(view, data);
        }
      } catch {
        // A failed read (database hiccup) is tried again on the next tick.
      }
      if (!stopped) timer = setTimeout(() => void tick(), pollMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  return {
    /**
     * Adds a stream of `userId` on `batchId`: `listener` gets the batch now (once read) and on
     * every change. Throws a 429 AppError over the caps. Returns the unsubscribe.
     */
    subscribe(userId: string, batchId: string, listener: Listener): () => void {
      const reader = readers.get(batchId);
      if ((perSeller.get(userId) ?? 0) >= BATCH_STREAMS_PER_SELLER) {
        throw new AppError(429, MESSAGES.batchStreams.tooManyForSeller, "too_many_streams");
      }
      if ((reader?.listeners.size ?? 0) >= BATCH_STREAMS_PER_BATCH) {
        throw new AppError(429, MESSAGES.batchStreams.tooManyForBatch, "too_many_streams");
      }
      perSeller.set(userId, (perSeller.get(userId) ?? 0) + 1);
      sseStreamsOpen.inc({ stream: "batch-events" });
      let active = reader;
      if (!active) {
        const created: Reader = { listeners: new Set(), stop: () => undefined };
        readers.set(batchId, created);
        created.stop = startReader(batchId, created);
        active = created;
      }
      active.listeners.add(listener);
      if (active.last) listener(active.last.view, active.last.data);
      let done = false;
      const current = active;
      return () => {
        if (done) return;
        done = true;
        sseStreamsOpen.dec({ stream: "batch-events" });
        const left = (perSeller.get(userId) ?? 1) - 1;
        if (left > 0) perSeller.set(userId, left);
        else perSeller.delete(userId);
        current.listeners.delete(listener);
        if (current.listeners.size === 0) {
          current.stop();
          readers.delete(batchId);
        }
      };
    },
    /** Readers running now (one per batch with a stream open). */
    readerCount: () => readers.size,
  };
}

export type BatchProgressHub = ReturnType<typeof createBatchProgressHub>;
