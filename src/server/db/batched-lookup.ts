/**
 * Coalesces concurrent lookups of one kind into one query: `lookup(key)` resolves to the
 * rows of `key`, loaded by `load(keys)` (one query for many keys, for example
 * `where token = any($1)`).
 *
 * Batches form only under load. While fewer than `maxInFlight` queries of this kind run, a
 * lookup is sent at once (after the current synchronous work, so lookups made in the same
 * turn of the event loop share it); once that many are running, new keys wait for the next
 * free slot and go together. An idle server so answers as before, a busy one sends one
 * query where it sent dozens: fewer round trips, fewer statements for PostgreSQL to
 * execute, fewer writes and reads on the pool's sockets. Docs: decision 011.
 *
 * Every lookup is read by a query sent after the lookup was made, so a batch never answers
 * with data older than the request (a sign-out committed before it is always seen).
 * Lookups of the same key in one batch receive the same rows array: read it, never change it.
 */
export type BatchedLookupOptions = {
  /** Queries of this kind running at once; keys beyond that wait and share the next one. */
  maxInFlight: number;
  /** The most keys in one query. */
  maxBatch: number;
};

type Waiter<Row> = { resolve: (rows: Row[]) => void; reject: (error: unknown) => void };

export function createBatchedLookup<Row>(
  load: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  { maxInFlight, maxBatch }: BatchedLookupOptions,
): (key: string) => Promise<Row[]> {
  // Insertion order is arrival order, so the oldest keys go first.
  let waiting = new Map<string, Waiter<Row>[]>();
  let inFlight = 0;
  let scheduled = false;

  function takeBatch(): Map<string, Waiter<Row>[]> {
    if (waiting.size <= maxBatch) {
      const batch = waiting;
      waiting = new Map();
      return batch;
    }
    const batch = new Map<string, Waiter<Row>[]>();
    for (const [key, waiters] of waiting) {
      if (batch.size === maxBatch) break;
      batch.set(key, waiters);
      waiting.delete(key);
    }
    return batch;
  }

  function send(batch: Map<string, Waiter<Row>[]>): void {
    inFlight += 1;
    load([...batch.keys()]).then(
      (rows) => {
        const byKey = new Map<string, Row[]>();
        for (const row of rows) {
          const key = keyOf(row);
          const list = byKey.get(key);
          if (list) list.push(row);
          else byKey.set(key, [row]);
        }
        for (const [key, waiters] of batch) {
          const found = byKey.get(key) ?? [];
          for (const waiter of waiters) waiter.resolve(found);
        }
        done();
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        done();
      },
    );
  }

  function done(): void {
    inFlight -= 1;
    flush();
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < maxInFlight && waiting.size > 0) send(takeBatch());
  }

  return (key) =>
    new Promise<Row[]>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        queueMicrotask(flush);
      }
    });
}
