import pg from "pg";
import type { DatabaseHandle } from "../../server/db/database";

/** Takes the test database away from the app and gives it back. */
export type DatabaseOutage = {
  /** PostgreSQL: the live connections of the app are killed; nothing else happens to the data. */
  dropConnections(): Promise<void>;
  /** Every connection goes and new ones are refused until end(). */
  begin(): Promise<void>;
  end(): Promise<void>;
};

/**
 * On PostgreSQL the outage is real: pg_terminate_backend kills the app's connections (as a
 * failover or a restarted server would) and ALLOW_CONNECTIONS false keeps new ones out.
 * PGlite runs in-process and has no connections, so there the handle's query entry points
 * throw the error PostgreSQL sends a terminated backend, which is what the app code sees.
 */
export function databaseOutage(handle: DatabaseHandle, adminUrl: string | undefined): DatabaseOutage {
  if (handle.kind === "postgres") {
    if (!adminUrl) throw new Error("a PostgreSQL outage needs the server's admin URL");
    return postgresOutage(handle, adminUrl);
  }
  if (!handle.pglite) throw new Error("PGlite handle without its instance");
  return pgliteOutage(handle.pglite);
}

function postgresOutage(handle: DatabaseHandle, adminUrl: string): DatabaseOutage {
  const admin = async <T>(run: (client: pg.Client, name: string) => Promise<T>): Promise<T> => {
    const name = (await handle.pool!.query<{ name: string }>("select current_database() as name")).rows[0]!.name;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client, name);
    } finally {
      await client.end();
    }
  };
  const terminate = (client: pg.Client, name: string) =>
    client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
  let databaseName: string | undefined;
  return {
    dropConnections: () =>
      admin(async (client, name) => {
        await terminate(client, name);
      }),
    begin: () =>
      admin(async (client, name) => {
        databaseName = name;
        await client.query(`alter database "${name}" with allow_connections false`);
        await terminate(client, name);
      }),
    end: async () => {
      if (!databaseName) return;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`alter database "${databaseName}" with allow_connections true`);
      await client.end();
    },
  };
}

function pgliteOutage(pglite: NonNullable<DatabaseHandle["pglite"]>): DatabaseOutage {
  let down = false;
  const terminated = () =>
    Promise.reject(new Error("terminating connection due to administrator command: the database connection was lost"));
  // Drizzle reaches PGlite through query() and transaction(); both fail while the database is away.
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<typeof query>) => (down ? terminated() : query(...args))) as typeof pglite.query;
  pglite.transaction = ((...args: Parameters<typeof transaction>) =>
    down ? terminated() : transaction(...args)) as typeof pglite.transaction;
  return {
    dropConnections: () => Promise.resolve(), // nothing to drop in-process; a real drop is PostgreSQL-only
    begin: () => {
      down = true;
      return Promise.resolve();
    },
    end: () => {
      down = false;
      return Promise.resolve();
    },
  };
}
