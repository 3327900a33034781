import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { inviteAndAccept, newWorkspace } from "../../../test/workspace-kit";
import type { AuditPage } from "../../../shared/workspaces/workspace-schemas";
import { creditBalances, generatedAudios } from "../../db/schema/index";
import { applyCreditChange } from "../credits/credit-ledger";
import { recordAudit } from "./audit-log";

const json = async <T>(res: Response) => (await res.json()) as T;
let keyCounter = 0;

async function newDraft(client: TestClient, i: number): Promise<string> {
  const res = await client.request("/api/scripts", {
    json: { specifications: `Oak cutting board model ${i}, oiled, 40 by 25 cm.`, language: "en" },
  });
  expect(res.status).toBe(200);
  return (await json<{ draftId: string }>(res)).draftId;
}

describe(`a workspace's credits shared by its members (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("20 concurrent spends by 4 members on a balance of 3 give exactly 3 audios; the owner sees them and the log", async () => {
    const owner = await signUpConfirmed(app, mail, "shop-owner@example.com");
    const workspaceId = await newWorkspace(owner, "Corner Shop");
    const members = [owner];
    for (const name of ["ann", "bob", "cy"]) {
      const member = await signUpConfirmed(app, mail, `${name}@example.com`);
      await inviteAndAccept(mail, owner, member, `${name}@example.com`, "member");
      members.push(member);
    }
    await applyCreditChange(database.db, {
      userId: workspaceId,
      delta: 3,
      reason: "adjustment",
      reference: "test:shop",
    });
    const attempts: Array<{ client: TestClient; draftId: string }> = [];
    for (let i = 0; i < 20; i += 1) {
      const client = members[i % 4]!;
      attempts.push({ client, draftId: await newDraft(client, i) });
    }
    const results = await Promise.all(
      attempts.map(({ client, draftId }) =>
        client.request("/api/audios", {
          json: {
            draftId,
            text: "Short and sweet.",
            voice: "echo",
            idempotencyKey: `shop-key-${Date.now()}-${(keyCounter += 1)}`,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 402)).toBe(true);
    const audios = await database.db.select().from(generatedAudios).where(eq(generatedAudios.userId, workspaceId));
    expect(audios).toHaveLength(3);
    const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, workspaceId));
    expect(balance?.credits).toBe(0);
    // Each member's personal credit is untouched.
    for (const member of members)
      expect((await json<{ credits: number }>(await member.request("/api/credits"))).credits).toBe(0);

    const library = await json<{ audios: unknown[] }>(await owner.request("/api/audios"));
    expect(library.audios).toHaveLength(3);
    const logRes = await owner.request("/api/workspaces/current/audit");
    expect(logRes.status, await logRes.clone().text()).toBe(200);
    const log = await json<AuditPage>(logRes);
    const spends = log.entries.filter((e) => e.action === "credits.spent");
    expect(spends).toHaveLength(3);
    // Each spend names the member who made it (decision 120), never "ShelfTalk".
    const emails = ["shop-owner@example.com", "ann@example.com", "bob@example.com", "cy@example.com"];
    expect(spends.every((e) => e.actor !== null && emails.includes(e.actor))).toBe(true);
    expect(log.entries.filter((e) => e.action === "member.joined").map((e) => e.actor)).toEqual(
      expect.arrayContaining(["ann@example.com", "bob@example.com", "cy@example.com"]),
    );
    // Members can't read the log; the owner exports it with formulas defused.
    expect((await members[1]!.request("/api/workspaces/current/audit")).status).toBe(403);
    await recordAudit(database.db, { workspaceId, actorUserId: null, action: "test", subject: '=HYPERLINK("x")' });
    const csv = await owner.request("/api/workspaces/current/audit.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(`'=HYPERLINK(""x"")`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
