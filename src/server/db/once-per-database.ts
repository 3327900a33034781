import type { Database } from "./database";

/**
 * Something built once per database (or transaction) handle and reused. Mostly prepared
 * statements for hot, fixed-shape reads: drizzle skips rebuilding the SQL, and on PostgreSQL
 * the name makes each pooled connection parse and plan it only once. Also per-database
 * caches, so tests on several databases in one process never share entries.
 */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
