import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { appRoot } from "../lib/app-root";
import type { DatabaseHandle } from "./database";

/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 724_115_001;

export function migrationsFolder(): string {
  return path.join(appRoot(), "drizzle");
}

/**
 * Applies pending migrations. On PostgreSQL several processes may start at once,
 * so the migration runs under an advisory lock; PGlite is single-process.
 */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  const migrationsConfig = { migrationsFolder: folder };
  if (handle.kind === "pglite") {
    // The handle's db is the common PgDatabase face; the migrator wants the concrete type it was made as.
    await migratePglite(handle.db as unknown as PgliteDatabase, migrationsConfig);
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error("postgres handle without pool");
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(handle.db as unknown as NodePgDatabase, migrationsConfig);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  await handle.db.execute(sql`select 1`);
}
