import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { openDatabase, type DatabaseHandle } from "../server/db/database";
import { migrationsFolder } from "../server/db/migrate";
import { createScratchPostgresDatabase, testDatabaseUrl } from "./test-database";

// For tests of a migration over rows made before it: the schema stopped just before it, then migrated.

/** A copy of the migrations folder whose journal ends before `tag` (or the `NNNN_tag` migration). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === tag || e.tag.replace(/^\d+_/, "") === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database, not migrated: in-memory PGlite, or a scratch one on TEST_DATABASE_URL. */
export async function openEmpty(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const handle = await openDatabase({ kind: "pglite" });
    return { handle, drop: () => handle.close() };
  }
  const scratch = await createScratchPostgresDatabase(url, "shelftalk_migration");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await scratch.drop();
    },
  };
}
