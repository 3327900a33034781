import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore, openEmpty } from "../../test/migration-kit";
import { testDatabaseKind } from "../../test/test-database";
import { openDatabase, type DatabaseHandle } from "./database";
import { runMigrations } from "./migrate";

/** Library versions (decision 142), named without its number: the lead may renumber it at merge. */
const LIBRARY_VERSIONS_MIGRATION = "library-versions";

const rows = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;

const insertAudio = (handle: DatabaseHandle, workspaceId: string, i: number) =>
  handle.db.execute(
    sql`insert into generated_audios (user_id, title, script_content, audio_url, storage_key, language, voice_type)
        values (${workspaceId}, ${`Audio ${i}`}, 'Script.', '/x', ${`k/${workspaceId}/${i}`}, 'en', 'alloy')`,
  );

describe(`the library versions migration (${testDatabaseKind()})`, () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await openEmpty();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("gives every library that has audios a version of its own, and none to the others", async () => {
    const { handle } = database;
    await runMigrations(handle, migrationsBefore(LIBRARY_VERSIONS_MIGRATION));
    for (const [i, workspaceId] of ["ws-ann", "ws-ann", "ws-bob"].entries()) await insertAudio(handle, workspaceId, i);

    await runMigrations(handle);

    const versions = await rows(handle, sql`select workspace_id, version::text as version from library_versions`);
    expect(versions.map((row) => row.workspace_id).sort()).toEqual(["ws-ann", "ws-bob"]);
    expect(new Set(versions.map((row) => row.version)).size).toBe(2);
    // The triggers are in place: the next change moves the version past every one given.
    await insertAudio(handle, "ws-cy", 3);
    const [cy] = await rows(
      handle,
      sql`select version::text as version from library_versions where workspace_id = 'ws-cy'`,
    );
    expect(versions.every((row) => BigInt(String(row.version)) < BigInt(String(cy!.version)))).toBe(true);
  });
});

describe("the library versions migration on a new PGlite data directory", () => {
  it("applies, and keeps versions across a restart without giving one twice", async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shelftalk-pglite-")), "data");
    let handle = await openDatabase({ kind: "pglite", dataDir });
    await runMigrations(handle);
    await insertAudio(handle, "ws-dee", 1);
    const [before] = await rows(handle, sql`select version::text as version from library_versions`);
    await handle.close();

    handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      await runMigrations(handle);
      await handle.db.execute(sql`delete from library_versions`);
      await insertAudio(handle, "ws-dee", 2);
      const [after] = await rows(handle, sql`select version::text as version from library_versions`);
      expect(BigInt(String(after!.version))).toBeGreaterThan(BigInt(String(before!.version)));
    } finally {
      await handle.close();
    }
  });
});
