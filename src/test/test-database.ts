import { randomBytes } from "node:crypto";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "../server/db/database";
import * as schema from "../server/db/schema/index";
import { runMigrations } from "../server/db/migrate";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * new database created on the PostgreSQL server named by TEST_DATABASE_URL (and
 * dropped again by `drop`). Integration tests run against both in CI.
 */
export type TestDatabase = DatabaseHandle & { drop(): Promise<void> };

// A test harness setting, not app configuration.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export function testDatabaseKind(): "postgres" | "pglite" {
  return TEST_DATABASE_URL ? "postgres" : "pglite";
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDatabase({ kind: "pglite" });
    await runMigrations(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const scratch = await createScratchPostgresDatabase(TEST_DATABASE_URL, "shelftalk_test");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 20 });
  await runMigrations(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close().catch(() => undefined); // a test may have closed it already
      await scratch.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (named `{prefix}_{pid}_{random}`),
 * and a way to drop it again even while connections remain.
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** URL of a database for a server process under test (e2e, multi-process tests). */
export function testDatabaseUrl(): string | undefined {
  return TEST_DATABASE_URL;
}

/**
 * The same database through a second drizzle handle, as a second process would have it: every
 * per-database cache and prepared statement (db/once-per-database.ts) is its own, while the rows,
 * the PostgreSQL pool or the PGlite instance are shared. Closing stays with the first handle.
 */
export function secondHandleOn(handle: DatabaseHandle): DatabaseHandle {
  const db = handle.pool
    ? (drizzlePg(handle.pool, { schema }) as unknown as Database)
    : (drizzlePglite(handle.pglite!, { schema }) as unknown as Database);
  return { ...handle, db, close: () => Promise.resolve() };
}
