import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { setCredits, creditState, userIdOf } from "../../../robustness/support/seller-state";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import { startWebhookReceiver } from "../../../test/webhook-receiver";
import { verifySignatureHeader } from "../webhooks/webhook-signature";
import type { TestClient } from "../../../test/auth-client";
import { itemLedger, until } from "../../../test/batch-kit";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { speechProviderFor } from "../../../test/fake-speech-provider";
import { startProductPageServer, type ProductPageServer } from "../../../test/fixtures/product-pages";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import type { BatchPreview, BatchView } from "../../../shared/batches/batch-schemas";
import { isSettledItemStatus } from "../../../shared/batches/batch-statuses";
import { batchItems, scriptDrafts } from "../../db/schema/index";
import { ALL_JOBS } from "../../jobs/all-jobs";
import { claimKeySpendDraftAndCharge } from "../audios/credit-reservation";
import { giveUpBatchItem, itemGenerationKey } from "./batch-item.service";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";

describe(`catalogue batches in-process (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let site: ProductPageServer;
  let speech: FakeOpenAISpeechServer;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  const mail = createMemoryMail();
  let seller: TestClient;
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startProductPageServer();
    speech = await startFakeOpenAISpeechServer();
    hooks = await startWebhookReceiver();
    const config = testConfig({
      FETCH_ALLOW_HOSTS: `${site.hostPort},${hooks.hostPort}`,
      BATCH_HOST_DELAY_MS: "0",
      BATCH_HOST_CONCURRENCY: "4",
      JOB_CONCURRENCY: "4",
    });
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 4,
      jobs: ALL_JOBS,
      pollingIntervalSeconds: 0.5,
    });
    const built = createTestApp({
      database,
      config,
      deps: { jobs: scheduler.queue, mail, speech: speechProviderFor(speech) },
    });
    app = built.app;
    await scheduler.start(built.deps);
    seller = await signUpConfirmed(app, mail, "catalogue@example.com");
    sellerId = await userIdOf(database.db, "catalogue@example.com");
  });
  afterAll(async () => {
    await scheduler?.stop(2000);
    await speech?.close();
    await hooks?.close();
    await site?.close();
    await database?.drop();
  });
  beforeEach(() => speech.reset());

  const batchOf = async (client: TestClient, id: string) =>
    (await (await client.request(`/api/batches/${id}`)).json()) as BatchView;
  const finished = (client: TestClient, id: string, timeoutMs = 90_000) =>
    until(async () => ["done", "cancelled"].includes((await batchOf(client, id)).status), timeoutMs, "batch finished");

  it("60 items through the queue: every item exactly one audio and one credit, a ZIP with every MP3", async () => {
    await setCredits(database.db, sellerId, 100);
    const items = Array.from({ length: 60 }, (_, i) => ({
      productLink: site.url(`/catalogue/${i + 1}`),
      language: "en",
      ...(i % 3 === 0 ? { title: `=HYPERLINK("http://evil.example","Item ${i + 1}")` } : {}),
    }));
    // A transient failure of the speech service on the way: retried, never charged twice.
    speech.failNext(503, { times: 3 });
    const created = await seller.request("/api/batches", { json: { items } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await finished(seller, id);
    const batch = await batchOf(seller, id);
    expect(batch).toMatchObject({ status: "done", total: 60, done: 60, failed: 0 });
    expect(batch.items.every((item) => item.status === "done" && item.audioId)).toBe(true);

    const { audios, netByItem, items: rows } = await itemLedger(database.db, id);
    expect(audios).toHaveLength(60);
    expect(new Set(batch.items.map((i) => i.audioId)).size).toBe(60);
    for (const row of rows) expect(netByItem.get(row.id), `item ${row.position}`).toBe(-1);
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 40, ledger: 40 });

    const zip = await seller.request(`/api/batches/${id}/archive`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const mp3s = Object.keys(files).filter((name) => name.endsWith(".mp3"));
    expect(mp3s).toHaveLength(60);
    const manifest = new TextDecoder().decode(files["manifest.csv"]);
    expect(manifest.split("\r\n").filter(Boolean)).toHaveLength(61);
    // A formula-looking title is written back as text, never as a formula.
    expect(manifest).toContain(`"'=HYPERLINK(""http://evil.example"",""Item 1"")"`);
    expect(manifest).not.toMatch(/(^|,)=HYPERLINK/m);

    // The library tags each audio with its batch; the batch mail went out (more than 20 items).
    const library = (await (await seller.request("/api/audios")).json()) as { audios: Array<{ batch_id?: string }> };
    expect(library.audios.filter((a) => a.batch_id === id)).toHaveLength(60);
    expect(mail.lastTo("catalogue@example.com").subject).toContain("60 of 60");
  }, 180_000); // 60 items on 2 cores; minutes when the machine is busy

  it("is private to its seller: 404 for another, for the page, the events and the archive", async () => {
    const created = await seller.request("/api/batches", {
      json: { items: [{ specifications: "A linen apron with two pockets." }] },
    });
    const { id } = (await created.json()) as { id: string };
    const other = await signUpConfirmed(app, mail, "other-seller@example.com");
    for (const path of [`/api/batches/${id}`, `/api/batches/${id}/events`, `/api/batches/${id}/archive`])
      expect((await other.request(path)).status).toBe(404);
    expect((await other.request(`/api/batches/${id}/cancel`, { method: "POST" })).status).toBe(404);
    await finished(seller, id);
  });

  it("previews a CSV with per-row problems and charges nothing", async () => {
    const before = await creditState(database.db, sellerId);
    const csv = [
      "\uFEFFTitle,Product_Link,LANGUAGE,details",
      `Board,${site.url("/catalogue/1")},en,`,
      `Same board,${site.url("/catalogue/1")},en,`,
      "Bad link,notalink,en,",
      `Klingon,${site.url("/catalogue/2")},tlh,`,
      `"Quoted, with newline",,fr,"Une tasse
en céramique"`,
      '=HYPERLINK("x"),=1+1,en,',
    ].join("\r\n");
    const res = await seller.request("/api/batches/preview", { body: csv, headers: { "content-type": "text/csv" } });
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = (await res.json()) as BatchPreview;
    expect(preview.rows.map((r) => r.problems.length > 0)).toEqual([false, true, true, true, false, true]);
    expect(preview.rows[1]!.problems[0]).toBe("Duplicate of row 1.");
    expect(preview.rows[3]!.problems[0]).toContain('Unknown language "tlh"');
    expect(preview.rows[4]).toMatchObject({ language: "fr", specifications: "Une tasse\nen céramique" });
    expect(preview).toMatchObject({ valid: 2, creditsNeeded: 2, balance: before.balance });
    // Start refuses rows with problems, naming them.
    const start = await seller.request("/api/batches", { body: csv, headers: { "content-type": "text/csv" } });
    expect(start.status).toBe(400);
    expect(((await start.json()) as { error: string }).error).toContain("Row 2: Duplicate of row 1.");
    expect(await creditState(database.db, sellerId)).toEqual(before);
  });

  it("refuses files it cannot read: wrong encoding, too many rows, entity-expanding XML, XXE", async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode("details\n"), 0x43, 0x61, 0x66, 0xe9, 0x0a]);
    const form = new FormData();
    form.set("file", new Blob([latin1], { type: "text/csv" }), "latin1.csv");
    const wrong = await seller.request("/api/batches/preview", { body: form });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toContain("not UTF-8");

    const huge = ["product_link", ...Array.from({ length: 10_000 }, (_, i) => site.url(`/catalogue/${i}`))].join("\n");
    const big = (await (
      await seller.request("/api/batches/preview", { body: huge, headers: { "content-type": "text/csv" } })
    ).json()) as BatchPreview;
    expect(big.fileProblems[0]).toContain("at most 1,000 items; this one has 10,000");
    expect(big.valid).toBe(0);

    for (const [path, expected] of [
      ["/bomb.xml", "declares XML entities"],
      ["/xxe.xml", "declares XML entities"],
      ["/sitemap-loop.xml", "levels deep at most"],
    ] as const) {
      const preview = (await (
        await seller.request("/api/batches/preview", { json: { feedUrl: site.url(path) } })
      ).json()) as BatchPreview;
      expect(preview.fileProblems.join(" ")).toContain(expected);
      expect(preview.rows).toHaveLength(0);
    }
  });

  it("reads a products.json, an RSS feed and a sitemap index", async () => {
    const read = async (path: string) =>
      (await (
        await seller.request("/api/batches/preview", { json: { feedUrl: site.url(path) } })
      ).json()) as BatchPreview;
    const shopify = await read("/products.json");
    expect(shopify.rows).toHaveLength(12);
    expect(shopify.rows[0]).toMatchObject({ productLink: site.url("/products/item-1"), title: "Ceramic mug no. 1" });
    expect((await read("/feed.xml")).rows.map((r) => r.productLink)).toContain(site.url("/catalogue/8"));
    const sitemap = await read("/sitemap-index.xml");
    expect(sitemap.rows).toHaveLength(9);
    expect(sitemap.fileProblems).toEqual([]);
  });

  it("stops unpaid items with insufficient credits, and resumes them after buying", async () => {
    await setCredits(database.db, sellerId, 2);
    const items = Array.from({ length: 4 }, (_, i) => ({ specifications: `Wool throw in colour ${i + 1}.` }));
    const { id } = (await (await seller.request("/api/batches", { json: { items } })).json()) as { id: string };
    await finished(seller, id);
    let batch = await batchOf(seller, id);
    expect(batch).toMatchObject({ done: 2, failed: 2 });
    expect(batch.items.filter((i) => i.status === "failed").map((i) => i.errorCode)).toEqual([
      "insufficient_credits",
      "insufficient_credits",
    ]);
    expect((await creditState(database.db, sellerId)).balance).toBe(0);
    await setCredits(database.db, sellerId, 2);
    expect((await seller.request(`/api/batches/${id}/retry`, { method: "POST" })).status).toBe(200);
    await finished(seller, id);
    batch = await batchOf(seller, id);
    expect(batch).toMatchObject({ status: "done", done: 4, failed: 0 });
    expect(await creditState(database.db, sellerId)).toEqual({ balance: 0, ledger: 0 });
  });

  it("review mode writes every script first; edits are spoken after Speak all", async () => {
    await setCredits(database.db, sellerId, 3);
    const items = [1, 2].map((n) => ({ productLink: site.url(`/catalogue/${n}`) }));
    const { id } = (await (await seller.request("/api/batches", { json: { items, review: true } })).json()) as {
      id: string;
    };
    await until(async () => (await batchOf(seller, id)).status === "review", 30_000, "review");
    const batch = await batchOf(seller, id);
    expect(batch.items.every((i) => i.status === "scripted" && i.script)).toBe(true);
    expect((await creditState(database.db, sellerId)).balance).toBe(3);
    const first = batch.items[0]!;
    const edit = await seller.request(`/api/batches/${id}/items/${first.id}`, {
      method: "PATCH",
      json: { script: "An edited script for the first board." },
    });
    expect(edit.status).toBe(200);
    expect((await seller.request(`/api/batches/${id}/speak`, { method: "POST" })).status).toBe(200);
    await finished(seller, id);
    expect(await batchOf(seller, id)).toMatchObject({ status: "done", done: 2 });
    const spoken = speech.requests.map((r) => r.body?.input);
    expect(spoken).toContain("An edited script for the first board.");
    expect((await creditState(database.db, sellerId)).balance).toBe(1);
  });

  it("cancelling stops the queued items at no charge", async () => {
    await setCredits(database.db, sellerId, 50);
    speech.delayMs = 400;
    const items = Array.from({ length: 30 }, (_, i) => ({ specifications: `Glass carafe, style ${i + 1}.` }));
    const { id } = (await (await seller.request("/api/batches", { json: { items } })).json()) as { id: string };
    await until(async () => (await batchOf(seller, id)).done >= 1, 30_000, "first item");
    const cancelled = (await (
      await seller.request(`/api/batches/${id}/cancel`, { method: "POST" })
    ).json()) as BatchView;
    expect(cancelled.status).toBe("cancelled");
    // Items already speaking finish (however long a busy machine takes); nothing else is charged.
    await until(
      async () => (await batchOf(seller, id)).items.every((i) => isSettledItemStatus(i.status)),
      60_000,
      "the items speaking when it was cancelled are done",
    );
    const batch = await batchOf(seller, id);
    const made = batch.items.filter((i) => i.status === "done").length;
    expect(made).toBeLessThan(30);
    expect(batch.items.filter((i) => i.status === "cancelled").length).toBeGreaterThan(0);
    expect((await creditState(database.db, sellerId)).balance).toBe(50 - made);
  });

  // Skipped at the merge of issues 24–27: on PostgreSQL the batch is done in 2 s but its
  // batch.completed delivery did not arrive within 30 s (the per-seller delivery slots of decision
  // 081 are the suspect); open on issue 26.
  it("through /api/v1 with a key: the batch is made, read, and batch.completed reaches the seller's webhook", async () => {
    const developer = await signUpConfirmed(app, mail, "catalogue-api@example.com");
    await setCredits(database.db, await userIdOf(database.db, "catalogue-api@example.com"), 10);
    const api = keyClient(app, (await createApiKeyFor(developer)).key);
    const hook = await api("/api/webhooks", { json: { url: hooks.url, events: ["batch.completed"] } });
    expect(hook.status, await hook.clone().text()).toBe(201);
    const { secret } = (await hook.json()) as { secret: string };

    const created = await api("/api/v1/batches", {
      json: { items: [1, 2, 3].map((n) => ({ productLink: site.url(`/catalogue/${n}`), language: "en" })) },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const readBatch = async () => (await (await api(`/api/v1/batches/${id}`)).json()) as BatchView;
    await until(async () => (await readBatch()).status === "done", 90_000, "batch done");
    expect(await readBatch()).toMatchObject({ status: "done", total: 3, done: 3, failed: 0 });

    await until(() => hooks.received.length > 0, 30_000, "batch.completed delivered");
    const delivery = hooks.received[0]!;
    expect(verifySignatureHeader(secret, delivery.body, String(delivery.headers["shelftalk-signature"]))).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: "batch.completed",
      data: { batch: { id, items: 3, succeeded: 3, failed: 0 } },
    });
    // Another seller's key sees nothing of it; a malformed id is a 404 too.
    const other = keyClient(app, (await createApiKeyFor(await signUpConfirmed(app, mail, "x-api@example.com"))).key);
    expect((await other(`/api/v1/batches/${id}`)).status).toBe(404);
    expect((await api("/api/v1/batches/not-a-uuid")).status).toBe(404);
  });
});

describe(`a batch item the queue gave up on (${testDatabaseKind()})`, () => {
  it("fails with a reason, its pending reservation is refunded, and the batch finishes", async () => {
    const database = await createTestDatabase();
    const mail = createMemoryMail();
    const jobs = { send: () => Promise.resolve("job"), sendMany: () => Promise.resolve() };
    const { app, deps } = createTestApp({ database, deps: { mail, jobs } });
    try {
      const seller = await signUpConfirmed(app, mail, "given-up@example.com");
      const sellerId = await userIdOf(database.db, "given-up@example.com");
      const created = await seller.request("/api/batches", { json: { items: [{ specifications: "A wool throw." }] } });
      const { id } = (await created.json()) as { id: string };
      const [item] = await database.db.select().from(batchItems).where(eq(batchItems.batchId, id));
      // As if a worker reserved the credit and was killed on the last attempt.
      const [draft] = await database.db
        .insert(scriptDrafts)
        .values({ userId: sellerId, sessionId: "batch", language: "en", script: "A wool throw.", writer: "builtin" })
        .returning();
      await database.db.update(batchItems).set({ status: "speaking", draftId: draft!.id, script: "A wool throw." });
      const reserved = await claimKeySpendDraftAndCharge(database.db, {
        userId: sellerId,
        idempotencyKey: itemGenerationKey(item!.id, 0),
        requestHash: "as-if-a-worker",
        draftId: draft!.id,
        voice: "alloy",
      });
      expect(reserved.kind).toBe("claimed");
      expect((await creditState(database.db, sellerId)).balance).toBe(0);

      await giveUpBatchItem(deps, item!.id);
      const batch = (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;
      expect(batch).toMatchObject({ status: "done", failed: 1 });
      expect(batch.items[0]).toMatchObject({ status: "failed", errorCode: "gave_up" });
      expect(await creditState(database.db, sellerId)).toEqual({ balance: 1, ledger: 1 });
    } finally {
      await database.drop();
    }
  });
});
