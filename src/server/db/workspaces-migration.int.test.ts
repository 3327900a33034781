import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgresDatabase, testDatabaseKind, testDatabaseUrl } from "../../test/test-database";
import { openDatabase, type DatabaseHandle } from "./database";
import { migrationsFolder, runMigrations } from "./migrate";

/** The migration that brings workspaces (issue 27); the test stops just before it. */
const WORKSPACES_MIGRATION = "0020_workspaces";

/** A copy of the migrations folder whose journal ends before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function openEmpty(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
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

const rows = async (handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;

/** What must survive: counts of owned rows, and each account's balance and ledger sum. */
async function snapshot(handle: DatabaseHandle) {
  const counts: Record<string, number> = {};
  for (const table of [
    "generated_audios",
    "batches",
    "credit_ledger",
    "api_keys",
    "pronunciations",
    "webhook_endpoints",
  ])
    counts[table] = Number((await rows(handle, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
  const balances = await rows(
    handle,
    sql`select u.id, coalesce(b.credits, 0) as credits,
      (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as ledger
      from auth_users u left join credit_balances b on b.user_id = u.id order by u.id`,
  );
  return { counts, balances };
}

describe(`the workspaces migration of existing accounts (${testDatabaseKind()})`, () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await openEmpty();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("gives each account a personal workspace with everything it owned, counts and balances equal", async () => {
    const { handle } = database;
    await runMigrations(handle, migrationsBefore(WORKSPACES_MIGRATION));
    // Seeded as the previous schema had it (raw SQL: today's tables have columns it lacked).
    for (const [id, credits] of [
      ["user-ann", 3],
      ["user-bob", 0],
      ["user-cy", 7],
    ] as const) {
      await handle.db.execute(
        sql`insert into auth_users (id, name, email, email_verified) values (${id}, ${`Name ${id}`}, ${`${id}@example.com`}, true)`,
      );
      await handle.db.execute(sql`insert into credit_balances (user_id, credits) values (${id}, ${credits})`);
      await handle.db.execute(
        sql`insert into credit_ledger (user_id, delta, reason, reference) values (${id}, ${credits + 1}, 'purchase', ${`p:${id}`}), (${id}, -1, 'generation', ${`g:${id}`})`,
      );
      for (let i = 0; i < 2; i++)
        await handle.db.execute(
          sql`insert into generated_audios (user_id, title, script_content, audio_url, storage_key, language, voice_type)
              values (${id}, ${`Audio ${i}`}, 'Script.', '/x', ${`k/${id}/${i}`}, 'en', 'alloy')`,
        );
      await handle.db.execute(sql`insert into batches (user_id, total, source) values (${id}, 2, 'csv')`);
      await handle.db.execute(
        sql`insert into api_keys (user_id, name, display_prefix, lookup, hash) values (${id}, 'k', 'st_test_x', ${`l-${id}`}, 'h')`,
      );
      await handle.db.execute(sql`insert into pronunciations (user_id, term, say_as) values (${id}, 'GIF', 'jif')`);
      await handle.db.execute(
        sql`insert into webhook_endpoints (user_id, url, events, secret) values (${id}, 'https://example.com/h', '[]'::jsonb, 's')`,
      );
    }
    const before = await snapshot(handle);

    await runMigrations(handle);

    expect(await snapshot(handle)).toEqual(before);
    const workspaces = await rows(
      handle,
      sql`select w.id, w.name, w.personal, m.user_id, m.role from workspaces w join workspace_members m on m.workspace_id = w.id order by w.id`,
    );
    expect(workspaces).toEqual(
      ["user-ann", "user-bob", "user-cy"].map((id) => ({
        id,
        name: `Name ${id}`,
        personal: true,
        user_id: id,
        role: "owner",
      })),
    );
    // Keys made before keep what they could do; the foreign keys now point at workspaces.
    expect(await rows(handle, sql`select distinct role from api_keys`)).toEqual([{ role: "admin" }]);
    await expect(
      handle.db.execute(sql`insert into pronunciations (user_id, term, say_as) values ('no-such-workspace', 'a', 'b')`),
    ).rejects.toThrow();
  });
});
