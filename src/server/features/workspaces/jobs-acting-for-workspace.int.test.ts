import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { inviteAndAccept, newWorkspace } from "../../../test/workspace-kit";
import type { AuditPage } from "../../../shared/workspaces/workspace-schemas";
import {
  batches,
  batchItems,
  creditBalances,
  creditLedger,
  siteProducts,
  sites,
  siteSyncs,
} from "../../db/schema/index";
import type { JobQueue } from "../../jobs/job-queue";
import { processBatchItem } from "../batches/batch-item.service";
import { processSiteProduct } from "../sites/site-product.service";

/** Jobs are run by hand here, one item at a time, so a role change can fall between two items. */
const heldJobs: JobQueue = { send: () => Promise.resolve("held"), sendMany: () => Promise.resolve() };
const json = async <T>(res: Response) => (await res.json()) as T;

describe(`jobs act for a workspace in their starter's name, while the starter may (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let owner: TestClient;
  let workspaceId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({
      database,
      config: testConfig({ RATE_LIMIT_DISABLED: "true" }),
      deps: { mail, jobs: heldJobs },
    }));
    owner = await signUpConfirmed(app, mail, "jobs-owner@example.com");
    workspaceId = await newWorkspace(owner, "Jobs Shop");
    await setCredits(database.db, workspaceId, 10);
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  const balance = async () =>
    (await database.db.select().from(creditBalances).where(eq(creditBalances.userId, workspaceId)))[0]?.credits;

  async function startBatch(client: (path: string, init: { json: unknown }) => Promise<Response>, n: number) {
    const items = Array.from({ length: n }, (_, i) => ({ specifications: `A walnut spoon number ${i + 1}, 20 cm.` }));
    const res = await client("/batches", { json: { items } });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(res);
    return database.db.select().from(batchItems).where(eq(batchItems.batchId, id)).orderBy(asc(batchItems.position));
  }
  const run = (itemId: string) => processBatchItem(deps, itemId, { lastAttempt: true });
  const itemNow = async (itemId: string) =>
    (await database.db.select().from(batchItems).where(eq(batchItems.id, itemId)))[0]!;

  it("a member's batch spends in their name until they are lowered to viewer, then spends nothing more", async () => {
    const member = await signUpConfirmed(app, mail, "jobs-member@example.com");
    await inviteAndAccept(mail, owner, member, "jobs-member@example.com", "member");
    const memberId = await userIdOf(database.db, "jobs-member@example.com");
    const items = await startBatch((path, init) => member.request(`/api${path}`, init), 2);
    const [batch] = await database.db.select().from(batches).where(eq(batches.id, items[0]!.batchId));
    expect(batch?.startedByUserId).toBe(memberId);

    const before = await balance();
    await run(items[0]!.id);
    expect((await itemNow(items[0]!.id)).status).toBe("done");
    expect(await balance()).toBe(before! - 1);
    const [spend] = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, workspaceId), eq(creditLedger.reason, "generation")));
    expect(spend?.actorUserId).toBe(memberId);

    const lowered = await owner.request(`/api/workspaces/current/members/${memberId}`, {
      method: "PATCH",
      json: { role: "viewer" },
    });
    expect(lowered.status, await lowered.clone().text()).toBe(200);
    await run(items[1]!.id);
    const refused = await itemNow(items[1]!.id);
    expect(refused.status).toBe("failed");
    expect(refused.errorCode).toBe("actor_lost_access");
    expect(refused.audioId).toBeNull();
    expect(await balance()).toBe(before! - 1);

    // The owner's log says who spent: the member, not "ShelfTalk".
    const log = await json<AuditPage>(await owner.request("/api/workspaces/current/audit"));
    expect(log.entries.filter((e) => e.action === "credits.spent").map((e) => e.actor)).toEqual([
      "jobs-member@example.com",
    ]);
  });

  it("a removed member's batch stops: its items fail unread and uncharged", async () => {
    const member = await signUpConfirmed(app, mail, "jobs-leaver@example.com");
    await inviteAndAccept(mail, owner, member, "jobs-leaver@example.com", "member");
    const memberId = await userIdOf(database.db, "jobs-leaver@example.com");
    const items = await startBatch((path, init) => member.request(`/api${path}`, init), 2);
    const removed = await owner.request(`/api/workspaces/current/members/${memberId}`, { method: "DELETE" });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const before = await balance();
    for (const item of items) await run(item.id);
    for (const item of items) {
      const now = await itemNow(item.id);
      expect(now.status).toBe("failed");
      expect(now.errorCode).toBe("actor_lost_access");
      expect(now.script).toBeNull();
    }
    expect(await balance()).toBe(before);
    // Whoever retries takes the batch over: the owner's retry makes the audios, in the owner's name.
    const retried = await owner.request(`/api/batches/${items[0]!.batchId}/retry`, { method: "POST" });
    expect(retried.status, await retried.clone().text()).toBe(200);
    for (const item of items) await run(item.id);
    for (const item of items) expect((await itemNow(item.id)).status).toBe("done");
    expect(await balance()).toBe(before! - 2);
  });

  it("an API key's batch spends in the key's name until the key is revoked", async () => {
    const key = await createApiKeyFor(owner, "Shop backend");
    const api = keyClient(app, key.key);
    const items = await startBatch((path, init) => api(`/api/v1${path}`, init), 2);
    const before = await balance();
    await run(items[0]!.id);
    expect((await itemNow(items[0]!.id)).status).toBe("done");
    const log = await json<AuditPage>(await owner.request("/api/workspaces/current/audit"));
    expect(log.entries.find((e) => e.action === "credits.spent")?.actor).toBe("API key: Shop backend");
    expect((await owner.request(`/api/keys/${key.id}`, { method: "DELETE" })).status).toBe(200);
    await run(items[1]!.id);
    expect((await itemNow(items[1]!.id)).errorCode).toBe("actor_lost_access");
    expect(await balance()).toBe(before! - 1);
    const csv = await (await owner.request("/api/workspaces/current/audit.csv")).text();
    expect(csv).toContain("API key: Shop backend");
    expect(csv).toContain("jobs-member@example.com");
  });

  it("a sync started by a member who is then removed checks no more products and charges nothing", async () => {
    const member = await signUpConfirmed(app, mail, "jobs-syncer@example.com");
    await inviteAndAccept(mail, owner, member, "jobs-syncer@example.com", "member");
    const memberId = await userIdOf(database.db, "jobs-syncer@example.com");
    const [site] = await database.db
      .insert(sites)
      .values({
        userId: workspaceId,
        origin: "https://jobs-shop.example",
        verificationToken: "t",
        verifiedAt: new Date(),
        sourceUrl: "https://jobs-shop.example/sitemap.xml",
      })
      .returning();
    const started = await member.request(`/api/sites/${site!.id}/sync`, { method: "POST" });
    expect(started.status, await started.clone().text()).toBe(200);
    const { syncId } = await json<{ syncId: string }>(started);
    const [sync] = await database.db.select().from(siteSyncs).where(eq(siteSyncs.id, syncId));
    expect(sync?.startedByUserId).toBe(memberId);
    await database.db.update(siteSyncs).set({ total: 1 }).where(eq(siteSyncs.id, syncId));
    const [product] = await database.db
      .insert(siteProducts)
      .values({ siteId: site!.id, userId: workspaceId, url: "https://jobs-shop.example/p/1" })
      .returning();
    expect((await owner.request(`/api/workspaces/current/members/${memberId}`, { method: "DELETE" })).status).toBe(200);
    const before = await balance();
    await processSiteProduct(deps, { syncId, productId: product!.id }, { lastAttempt: true });
    const [after] = await database.db.select().from(siteProducts).where(eq(siteProducts.id, product!.id));
    expect(after?.status).toBe("failed");
    expect(after?.lastError).toContain("no longer has the role needed");
    expect(after?.audioId).toBeNull();
    expect(await balance()).toBe(before);
  });
});
