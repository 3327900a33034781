import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../server/db/database";
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
  const name = `shelftalk_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
  await runMigrations(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close().catch(() => undefined); // a test may have closed it already
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** URL of a database for a server process under test (e2e, multi-process tests). */
export function testDatabaseUrl(): string | undefined {
  return TEST_DATABASE_URL;
}
