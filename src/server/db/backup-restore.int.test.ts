import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../test/accounts";
import { createMemoryMail } from "../../test/memory-mail";
import { createTestApp, testConfig } from "../../test/test-app";
import {
  createScratchPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from "../../test/test-database";
import type { Config } from "../config";
import { openDatabase, type DatabaseHandle } from "./database";
import { creditLedger, generatedAudios } from "./schema/index";

const run = promisify(execFile);
const adminUrl = testDatabaseUrl();

/**
 * The backup and restore drill of README "Backup and restore" (issue 26): a seeded database is
 * dumped with `pg_dump -Fc`, restored with `pg_restore` into a fresh one, the storage folder is
 * copied, and every audio, ledger row and file is found again. PostgreSQL only (pg_dump needs a
 * server); CI sets TEST_DATABASE_URL.
 */
describe.skipIf(!adminUrl)("backup and restore drill (PostgreSQL; skipped without TEST_DATABASE_URL)", () => {
  let database: TestDatabase;
  let restored: { handle: DatabaseHandle; drop: () => Promise<void> } | undefined;
  let config: Config;
  let deps: ReturnType<typeof createTestApp>["deps"];
  const mail = createMemoryMail();

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    let app: ReturnType<typeof createTestApp>["app"];
    ({ app, deps } = createTestApp({ database, config, deps: { mail } }));
    // Two sellers, each with the sign-up credit spent on one audio stored on disk.
    for (const email of ["backup-a@example.com", "backup-b@example.com"]) {
      const seller = await signUpConfirmed(app, mail, email);
      const script = await seller.request("/api/scripts", {
        json: { specifications: "A walnut serving board, oiled, 40 cm long.", language: "en" },
      });
      const { script: text, draftId } = (await script.json()) as { script: string; draftId: string };
      const audio = await seller.request("/api/audios", {
        json: { draftId, text, voice: "alloy", idempotencyKey: `backup-${email}` },
      });
      expect(audio.status, await audio.clone().text()).toBe(200);
    }
  });
  afterAll(async () => {
    await deps?.speech.close?.();
    await restored?.handle.close().catch(() => undefined);
    await restored?.drop();
    await database?.drop();
  });

  it("restores every audio, ledger row and file from a pg_dump and a copy of the storage folder", async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), "shelftalk-backup-"));
    const dump = path.join(work, "shelftalk.dump");
    await run("pg_dump", ["-Fc", "--no-owner", "-f", dump, database.url!]);
    const storageCopy = path.join(work, "storage");
    await cp(path.join(config.dataDir, "storage"), storageCopy, { recursive: true });

    const target = await createScratchPostgresDatabase(adminUrl!, "shelftalk_restore");
    await run("pg_restore", ["--no-owner", "--exit-on-error", "-d", target.url, dump]);
    restored = { handle: await openDatabase({ kind: "postgres", url: target.url, poolSize: 2 }), drop: target.drop };

    const audiosOf = (db: DatabaseHandle["db"]) => db.select().from(generatedAudios).orderBy(asc(generatedAudios.id));
    const ledgerOf = (db: DatabaseHandle["db"]) => db.select().from(creditLedger).orderBy(asc(creditLedger.id));
    const original = { audios: await audiosOf(database.db), ledger: await ledgerOf(database.db) };
    const copy = { audios: await audiosOf(restored.handle.db), ledger: await ledgerOf(restored.handle.db) };
    expect(original.audios).toHaveLength(2);
    expect(original.ledger.map((row) => row.reason).sort()).toEqual([
      "generation",
      "generation",
      "signup_bonus",
      "signup_bonus",
    ]);
    expect(copy).toEqual(original);
    for (const audio of copy.audios) {
      const before = await readFile(path.join(config.dataDir, "storage", ...audio.storageKey.split("/")));
      const after = await readFile(path.join(storageCopy, ...audio.storageKey.split("/")));
      expect(after.byteLength).toBeGreaterThan(1000);
      expect(after.equals(before)).toBe(true);
    }
  });
});
