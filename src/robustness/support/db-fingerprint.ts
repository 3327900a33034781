import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";

/** Row count and a content hash per table: any insert, update or delete changes it. */
export type TableFingerprint = Record<string, { rows: number; hash: string }>;

let tableNames: string[] | undefined;

/** Rows of a raw query; PGlite and node-postgres both answer with { rows }. */
export async function queryRows<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function appTables(db: Database): Promise<string[]> {
  // Every table of the app's schema, read from the catalog so a table added later is covered too.
  tableNames ??= (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  if (tableNames.length === 0) throw new Error("no tables found: is the database migrated?");
  return tableNames;
}

/** One query over every table; cheap enough to run around each hostile request. */
export async function fingerprintTables(db: Database): Promise<TableFingerprint> {
  const tables = await appTables(db);
  const parts = tables.map(
    (t) =>
      `select '${t}' as name, count(*)::int as rows, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as hash from "${t}" x`,
  );
  const result = await queryRows<{ name: string; rows: number; hash: string }>(db, sql.raw(parts.join(" union all ")));
  const out: TableFingerprint = {};
  for (const row of result) out[row.name] = { rows: Number(row.rows), hash: row.hash };
  return out;
}

/** Every file under a directory (relative paths, sorted); [] when it does not exist. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** Tables and stored files together: what "nothing was written" is checked against. */
export type WorldSnapshot = { tables: TableFingerprint; files: string[] };

export async function snapshotWorld(db: Database, storageRoot: string): Promise<WorldSnapshot> {
  const [tables, files] = await Promise.all([fingerprintTables(db), listFiles(storageRoot)]);
  return { tables, files };
}

/** Names what differs between two snapshots, for a readable assertion message. */
export function describeChanges(before: WorldSnapshot, after: WorldSnapshot): string[] {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const a = before.tables[name];
    const b = after.tables[name];
    if (a?.rows !== b?.rows) changes.push(`${name}: ${a?.rows ?? 0} → ${b?.rows ?? 0} rows`);
    else if (a?.hash !== b?.hash) changes.push(`${name}: rows changed`);
  }
  const added = after.files.filter((f) => !before.files.includes(f));
  const removed = before.files.filter((f) => !after.files.includes(f));
  if (added.length) changes.push(`files added: ${added.join(", ")}`);
  if (removed.length) changes.push(`files removed: ${removed.join(", ")}`);
  return changes;
}
