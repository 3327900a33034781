import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../test/accounts";
import { keyClient } from "../test/api-kit";
import type { TestClient } from "../test/auth-client";
import { createMemoryMail } from "../test/memory-mail";
import { createTestApp, testConfig } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { inviteAndAccept, newWorkspace } from "../test/workspace-kit";
import {
  apiKeys,
  batchItems,
  invoices,
  pronunciations,
  siteProducts,
  siteReviews,
  sites,
  siteSyncs,
  webhookDeliveries,
  webhookEndpoints,
  workspaceInvitations,
} from "../server/db/schema/index";
import type { JobQueue } from "../server/jobs/job-queue";
import { describeChanges, snapshotWorld } from "./support/db-fingerprint";
import { instantSpeech } from "./support/fake-providers";
import { generate, setCredits, userIdOf, writeScript } from "./support/seller-state";

/** Batch jobs are only queued here: the batch and its items are what is probed. */
const heldJobs: JobQueue = { send: () => Promise.resolve("held"), sendMany: () => Promise.resolve() };

/** Routes whose parameter is not a workspace's id: public lookups, and ShelfTalk's own administration. */
const NOT_WORKSPACE_IDS = [
  /^\/api\/categories\//,
  /^\/api\/admin\//,
  /^\/api\/plays\//,
  /^\/api\/sites\/:siteId\/lookup$/,
  // Public files by unguessable name: a published audio's, a player's logo.
  /^\/(listen|embed|a|logo)\//,
];

/** Bodies that pass validation, so the answer is about whose id it is, not about the body. */
const BODIES: Record<string, unknown> = {
  "PATCH /api/audios/:id": { title: "Mine now" },
  "PATCH /api/sites/:id": { name: "Mine now" },
  "PATCH /api/v1/sites/:id": { name: "Mine now" },
  "PATCH /api/batches/:id/items/:itemId": { script: "A different script." },
  "PATCH /api/workspaces/current/members/:userId": { role: "viewer" },
};

describe(`workspace isolation: a member of workspace A probing workspace B's ids gets 404 everywhere (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>["app"];
  let storageRoot: string;
  const mail = createMemoryMail();
  let victim: TestClient;
  let prober: TestClient;
  let proberKey: string;
  /** Workspace B's id for each route parameter, by the route's prefix. */
  let idOf: (pattern: string, name: string) => string | undefined;
  let openDraftId: string;
  let keyId: string;
  /** B's key row as it is: the prober's own key records its use (last_used_at), B's must not move. */
  const bKey = async () => (await database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0];
  /** What changed in the world, but for api_keys, whose only expected change is the prober key's use. */
  const changedBesidesKeyUse = (changes: string[]) => changes.filter((c) => c !== "api_keys: rows changed");

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_DISABLED: "true" });
    storageRoot = path.join(config.dataDir, "storage");
    ({ app } = createTestApp({ database, config, deps: { mail, speech: instantSpeech(), jobs: heldJobs } }));
    const db = database.db;
    victim = await signUpConfirmed(app, mail, "b-owner@example.com");
    const b = await newWorkspace(victim, "Workspace B");
    const victimId = await userIdOf(db, "b-owner@example.com");
    await setCredits(db, b, 3);
    const audio = await generate(victim, (await writeScript(victim)).draftId);
    expect(audio.status).toBe(200);
    // Published, so its publication is there to be probed (and unpublishing it would show).
    expect((await victim.request(`/api/audios/${audio.body.audio!.id}/publish`, { method: "POST" })).status).toBe(200);
    openDraftId = (await writeScript(victim, "en", "A walnut desk organiser with three trays.")).draftId;
    const batch = await victim.request("/api/batches", { json: { items: [{ specifications: "A linen apron." }] } });
    expect(batch.status, await batch.clone().text()).toBe(201);
    const batchId = ((await batch.json()) as { id: string }).id;
    const [item] = await db.select().from(batchItems).where(eq(batchItems.batchId, batchId));
    const keyRes = await victim.request("/api/keys", { json: { name: "B key" } });
    keyId = ((await keyRes.json()) as { id: string }).id;
    const invited = await victim.request("/api/workspaces/current/invitations", {
      json: { email: "someone@example.com", role: "member" },
    });
    expect(invited.status).toBe(201);
    const [invitation] = await db.select().from(workspaceInvitations).where(eq(workspaceInvitations.workspaceId, b));
    const checkout = (await (await victim.request("/api/payments/checkout", { json: { packId: "lite" } })).json()) as {
      id: string;
    };
    const [site] = await db
      .insert(sites)
      .values({ userId: b, origin: "https://b-shop.example", verificationToken: "b-token" })
      .returning();
    const [product] = await db
      .insert(siteProducts)
      .values({ siteId: site!.id, userId: b, url: "https://b-shop.example/p/1" })
      .returning();
    const [sync] = await db.insert(siteSyncs).values({ siteId: site!.id, userId: b, status: "done" }).returning();
    const [review] = await db
      .insert(siteReviews)
      .values({
        siteId: site!.id,
        productId: product!.id,
        userId: b,
        kind: "new",
        newScript: "A new script.",
        spokenFacts: {},
        fingerprint: "f",
      })
      .returning();
    const [webhook] = await db
      .insert(webhookEndpoints)
      .values({ userId: b, url: "https://b-shop.example/hook", events: ["audio.completed"], secret: "s" })
      .returning();
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: webhook!.id, eventId: "e1", eventType: "audio.completed", payload: "{}" })
      .returning();
    const [pronunciation] = await db
      .insert(pronunciations)
      .values({ userId: b, language: "en", term: "Acme", sayAs: "ack me" })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: 900001,
        checkoutSessionId: checkout.id,
        userId: b,
        billingName: "B",
        billingAddress: "B street",
        packId: "lite",
        packName: "Lite",
        credits: 10,
        amountCents: 900,
        currency: "usd",
      })
      .returning();

    const byPrefix: Array<[RegExp, string]> = [
      [/^\/api(\/v1)?\/audios\//, audio.body.audio!.id],
      [/^\/api(\/v1)?\/batches\//, batchId],
      [/^\/api(\/v1)?\/sites\//, site!.id],
      [/^\/api\/pronunciations\//, pronunciation!.id],
      [/^\/api\/keys\//, keyId],
      [/^\/api(\/v1)?\/webhooks\//, webhook!.id],
      [/^\/api\/workspaces\/current\/invitations\//, invitation!.id],
      [/^\/api\/payments\/test-checkout\//, checkout.id],
    ];
    const byName: Record<string, string> = {
      itemId: item!.id,
      syncId: sync!.id,
      reviewId: review!.id,
      deliveryId: delivery!.id,
      userId: victimId,
      number: String(invoice!.number),
    };
    idOf = (pattern, name) => byName[name] ?? byPrefix.find(([prefix]) => prefix.test(pattern))?.[1];

    // The prober is an admin of B too (they know its ids honestly), but acts in their own workspace A.
    prober = await signUpConfirmed(app, mail, "a-owner@example.com");
    await inviteAndAccept(mail, victim, prober, "a-owner@example.com", "admin");
    await newWorkspace(prober, "Workspace A");
    proberKey = (
      (await (await prober.request("/api/keys", { json: { name: "A key", role: "admin" } })).json()) as {
        key: string;
      }
    ).key;
  });
  afterAll(async () => {
    await database.drop();
  });

  /** Every id-taking route of the app, with B's ids in it: generated, so a new route is probed too. */
  function probes() {
    const seen = new Set<string>();
    const calls: Array<{ key: string; method: string; path: string; json?: unknown }> = [];
    for (const route of app.routes) {
      const key = `${route.method} ${route.path}`;
      if (route.method === "ALL" || !route.path.includes("/:") || seen.has(key)) continue;
      seen.add(key);
      if (NOT_WORKSPACE_IDS.some((skip) => skip.test(route.path))) continue;
      const concrete = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const id = idOf(route.path, name);
        if (!id) throw new Error(`no workspace B id for :${name} in ${key}: add it to the fixtures`);
        return id;
      });
      const body = BODIES[key] ?? (route.method === "GET" || route.method === "DELETE" ? undefined : {});
      calls.push({ key, method: route.method, path: concrete, ...(body !== undefined ? { json: body } : {}) });
    }
    return calls;
  }

  it("answers 404 on every id-taking route, by cookie and by key, and changes nothing", async () => {
    const calls = probes();
    expect(calls.length).toBeGreaterThan(50);
    const before = await snapshotWorld(database.db, storageRoot);
    const keyBefore = await bKey();
    const leaks: string[] = [];
    const byKey = keyClient(app, proberKey);
    for (const call of calls) {
      const init = { method: call.method, ...(call.json !== undefined ? { json: call.json } : {}) };
      const res = call.path.startsWith("/api/v1/")
        ? await byKey(call.path, init)
        : await prober.request(call.path, init);
      if (res.status !== 404) leaks.push(`${call.key}: ${res.status} ${(await res.text()).slice(0, 160)}`);
    }
    expect(leaks).toEqual([]);
    expect(changedBesidesKeyUse(describeChanges(before, await snapshotWorld(database.db, storageRoot)))).toEqual([]);
    expect(await bKey()).toEqual(keyBefore);
  });

  it("answers 404 to B's script draft in a body: generate, check, confirm, by cookie and by key", async () => {
    const before = await snapshotWorld(database.db, storageRoot);
    const byKey = keyClient(app, proberKey);
    const answers = [
      await prober.request("/api/audios", {
        json: { draftId: openDraftId, text: "Hi.", voice: "alloy", idempotencyKey: "a-probes-b-1" },
      }),
      await prober.request("/api/scripts/check", { json: { draftId: openDraftId, text: "Hi." } }),
      await prober.request("/api/scripts/confirm", { json: { draftId: openDraftId, sentence: "Hi." } }),
      await byKey("/api/v1/audios", {
        json: { draftId: openDraftId, text: "Hi.", voice: "alloy" },
        headers: { "idempotency-key": "a-probes-b-2" },
      }),
      await byKey("/api/v1/scripts/check", { json: { draftId: openDraftId, text: "Hi." } }),
    ];
    const statuses = await Promise.all(answers.map(async (res) => `${res.status} ${(await res.text()).slice(0, 120)}`));
    expect(
      statuses.every((s) => s.startsWith("404")),
      statuses.join("\n"),
    ).toBe(true);
    expect(changedBesidesKeyUse(describeChanges(before, await snapshotWorld(database.db, storageRoot)))).toEqual([]);
  });

  it("B's owner reaches the same ids: the 404s were about the acting workspace, not broken fixtures", async () => {
    // The stream would stay open; its id is the batch's, read by GET /api/batches/:id.
    const reads = probes().filter((call) => call.method === "GET" && !call.path.endsWith("/events"));
    const missing: string[] = [];
    for (const call of reads) {
      if (call.path.startsWith("/api/v1/")) continue;
      const res = await victim.request(call.path);
      if (res.status === 404) missing.push(`${call.key}: 404 ${(await res.text()).slice(0, 120)}`);
    }
    expect(missing).toEqual([]);
  });
});
