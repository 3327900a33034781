import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore, openEmpty } from "../../test/migration-kit";
import { testDatabaseKind } from "../../test/test-database";
import type { DatabaseHandle } from "./database";
import { runMigrations } from "./migrate";

/** The migration that brings workspaces (issue 27); the test stops just before it. */
const WORKSPACES_MIGRATION = "0020_workspaces";

/** Who acts on ledger rows (decision 120), named without its number: the lead may renumber it at merge. */
const LEDGER_ACTORS_MIGRATION = "ledger-actors";

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

describe(`the ledger actors migration of existing rows (${testDatabaseKind()})`, () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await openEmpty();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("names the person on a personal workspace's rows, leaves shared and system rows to ShelfTalk, changes no count or balance", async () => {
    const { handle } = database;
    await runMigrations(handle, migrationsBefore(LEDGER_ACTORS_MIGRATION));
    const exec = (query: ReturnType<typeof sql>) => handle.db.execute(query);
    for (const id of ["user-ann", "user-bob"])
      await exec(
        sql`insert into auth_users (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`,
      );
    await exec(
      sql`insert into workspaces (id, name, personal) values ('user-ann', 'Ann', true), ('user-bob', 'Bob', true), ('ws-shared', 'Shop', false)`,
    );
    await exec(
      sql`insert into workspace_members (workspace_id, user_id, role) values ('user-ann', 'user-ann', 'owner'), ('user-bob', 'user-bob', 'owner'), ('ws-shared', 'user-ann', 'owner'), ('ws-shared', 'user-bob', 'member')`,
    );
    const requests = [
      ["10000000-0000-4000-8000-000000000001", "user-ann", "succeeded", null],
      ["10000000-0000-4000-8000-000000000002", "user-ann", "refunded", "The speech engine failed."],
      ["10000000-0000-4000-8000-000000000003", "user-ann", "refunded", "The server restarted during generation."],
      ["10000000-0000-4000-8000-000000000004", "ws-shared", "succeeded", null],
    ] as const;
    for (const [id, owner, status, error] of requests) {
      await exec(
        sql`insert into generation_requests (id, user_id, idempotency_key, status, error_message) values (${id}, ${owner}, ${`k-${id}`}, ${status}, ${error})`,
      );
      await exec(
        sql`insert into credit_ledger (user_id, delta, reason, reference) values (${owner}, -1, 'generation', ${`generation:${id}`})`,
      );
      if (status === "refunded")
        await exec(
          sql`insert into credit_ledger (user_id, delta, reason, reference) values (${owner}, 1, 'refund', ${`refund:${id}`})`,
        );
    }
    await exec(
      sql`insert into checkout_sessions (id, user_id, provider, pack_id, credits, amount_cents, status) values ('cs_ann', 'user-ann', 'test', 'lite', 10, 900, 'paid'), ('cs_shop', 'ws-shared', 'test', 'lite', 10, 900, 'paid')`,
    );
    await exec(
      sql`insert into credit_ledger (user_id, delta, reason, reference) values ('user-ann', 10, 'purchase', 'checkout:cs_ann'), ('ws-shared', 10, 'purchase', 'checkout:cs_shop'), ('user-ann', 1, 'signup_bonus', 'signup:user-ann'), ('user-bob', 1, 'signup_bonus', 'signup:user-bob')`,
    );
    await exec(
      sql`insert into credit_balances (user_id, credits) values ('user-ann', 10), ('user-bob', 1), ('ws-shared', 9)`,
    );
    await exec(
      sql`insert into batches (user_id, total, source) values ('user-ann', 1, 'csv'), ('ws-shared', 1, 'csv')`,
    );
    const before = await snapshot(handle);

    await runMigrations(handle);

    expect(await snapshot(handle)).toEqual(before);
    const actors = await rows(
      handle,
      sql`select user_id, reason, reference, actor_user_id from credit_ledger order by reference`,
    );
    const actorOf = (reference: string) => {
      const row = actors.find((r) => r.reference === reference);
      return row ? row.actor_user_id : "missing";
    };
    expect(actorOf("generation:10000000-0000-4000-8000-000000000001")).toBe("user-ann");
    expect(actorOf("refund:10000000-0000-4000-8000-000000000002")).toBe("user-ann");
    // The stale sweep's refund was the system's; so is the free credit.
    expect(actorOf("refund:10000000-0000-4000-8000-000000000003")).toBeNull();
    expect(actorOf("signup:user-ann")).toBeNull();
    expect(actorOf("checkout:cs_ann")).toBe("user-ann");
    // A shared workspace's older rows can't say who: null, shown as "ShelfTalk".
    expect(actorOf("generation:10000000-0000-4000-8000-000000000004")).toBeNull();
    expect(actorOf("checkout:cs_shop")).toBeNull();
    expect(await rows(handle, sql`select user_id, started_by_user_id from batches order by user_id`)).toEqual([
      { user_id: "user-ann", started_by_user_id: "user-ann" },
      { user_id: "ws-shared", started_by_user_id: null },
    ]);
  });
});
