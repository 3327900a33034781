import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The common face of the PGlite and node-postgres drizzle databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw SQL runner used by the migrator and by better-auth's adapter. */
  pool?: pg.Pool;
  /** The PostgreSQL connection string, for the job queue's own small pool (jobs/create-boss.ts). */
  url?: string;
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      url: options.url,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.dataDir) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    pglite = new PGlite(options.dataDir);
  } else {
    pglite = new PGlite();
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite,
    ping: async () => {
      if (closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    close: async () => {
      closed = true;
      await pglite.close();
    },
  };
}
