import pg from "pg";
import type { DatabaseHandle } from "./database";

/**
 * Listens to a PostgreSQL notification channel (LISTEN), on PostgreSQL through one dedicated
 * connection and on PGlite through its own listener, so a process hears about changes other
 * processes commit (triggers send them: see the migration that adds `notify_site_lookup`).
 *
 * `onChange(payload)` runs for each notification. `onConnected(false)` runs whenever the
 * connection is lost (notifications may have been missed since) and `onConnected(true)` once it
 * listens again; a cache built on this must not trust itself in between. Reconnects with backoff.
 */
export type ChangeListener = { close(): Promise<void> };

export async function listenForChanges(
  database: DatabaseHandle,
  channel: string,
  onChange: (payload: string) => void,
  onConnected: (connected: boolean) => void,
): Promise<ChangeListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (database.kind === "pglite" && database.pglite) {
    const unlisten = await database.pglite.listen(channel, onChange);
    onConnected(true);
    return { close: () => unlisten() };
  }
  if (!database.url) throw new Error("A PostgreSQL listener needs the database URL");
  const url = database.url;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      onConnected(false);
      next.end().catch(() => undefined);
      schedule();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === channel) onChange(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = 250;
    onConnected(true);
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
