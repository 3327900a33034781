import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor, keyClient } from "../../../test/api-kit";
import type { TestClient } from "../../../test/auth-client";
import { until } from "../../../test/batch-kit";
import { startFakeOpenAISpeechServer, type FakeOpenAISpeechServer } from "../../../test/fakes/openai-speech-server";
import { speechProviderFor } from "../../../test/fake-speech-provider";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import { BulkPublishResultSchema } from "../../../shared/publish/bulk-publish-schemas";
import { ALL_JOBS } from "../../jobs/all-jobs";
import { createScheduler, type Scheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";

describe(`publish all and bulk publish (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let speech: FakeOpenAISpeechServer;
  let scheduler: Scheduler;
  let app: ReturnType<typeof createTestApp>["app"];
  let appUrl: string;
  const mail = createMemoryMail();
  let seller: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    speech = await startFakeOpenAISpeechServer();
    const config = testConfig({ JOB_CONCURRENCY: "2" });
    scheduler = createScheduler(database, createLogger("silent"), {
      concurrency: 2,
      jobs: ALL_JOBS,
      pollingIntervalSeconds: 0.5,
    });
    const built = createTestApp({
      database,
      config,
      deps: { jobs: scheduler.queue, mail, speech: speechProviderFor(speech) },
    });
    app = built.app;
    appUrl = built.deps.config.appUrl;
    await scheduler.start(built.deps);
    seller = await signUpConfirmed(app, mail, "publish-all@example.com");
    other = await signUpConfirmed(app, mail, "publish-all-other@example.com");
    await setCredits(database.db, await userIdOf(database.db, "publish-all@example.com"), 20);
    await setCredits(database.db, await userIdOf(database.db, "publish-all-other@example.com"), 5);
  });
  afterAll(async () => {
    await scheduler?.stop(2000);
    await speech?.close();
    await database?.drop();
  });

  const items = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => ({ specifications: `A ${tag} linen apron, size ${i + 1}, two pockets.` }));
  const batchOf = async (client: TestClient, id: string) =>
    (await (await client.request(`/api/batches/${id}`)).json()) as BatchView;
  const runBatch = async (client: TestClient, body: Record<string, unknown>) => {
    const created = await client.request("/api/batches", { json: body });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await until(async () => (await batchOf(client, id)).status === "done", 60_000, "batch done");
    return batchOf(client, id);
  };
  const manifestRows = async (client: TestClient, id: string) => {
    const zip = await client.request(`/api/batches/${id}/archive`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const lines = new TextDecoder()
      .decode(files["manifest.csv"])
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    return lines;
  };
  const isPublished = async (client: TestClient, audioId: string) =>
    (await client.request(`/api/audios/${audioId}/publish`)).status === 200;

  it("publish: true at creation publishes each audio as it is made; the manifest carries share, embed and MP3 links", async () => {
    const batch = await runBatch(seller, { items: items(3, "blue"), publish: true });
    expect(batch).toMatchObject({ publish: true, done: 3, failed: 0 });
    for (const item of batch.items) expect(await isPublished(seller, item.audioId ?? "")).toBe(true);

    const [header, ...rows] = await manifestRows(seller, batch.id);
    expect(header).toBe("row,product_link,title,status,error,file,audio_link,share_link,embed_code,public_mp3_url");
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toContain(`${appUrl}/listen/`);
      expect(row).toContain(`<iframe src=""${appUrl}/embed/`);
      const mp3 = /(https?:\/\/[^,"]+\/a\/[\w-]+\.mp3)\s*$/.exec(row)?.[1];
      expect(mp3, row).toBeDefined();
      const file = await app.request(mp3 ?? "");
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain("audio/mpeg");
    }
  });

  it("Publish all on a finished batch publishes every audio; another seller gets 404 and changes nothing", async () => {
    const batch = await runBatch(seller, { items: items(2, "green") });
    expect(batch.publish).toBe(false);
    const before = await manifestRows(seller, batch.id);
    expect(before[1]).toMatch(/,,,$/);

    expect((await other.request(`/api/batches/${batch.id}/publish`, { method: "POST" })).status).toBe(404);
    expect(await isPublished(seller, batch.items[0]?.audioId ?? "")).toBe(false);

    const res = await seller.request(`/api/batches/${batch.id}/publish`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BatchView).publish).toBe(true);
    for (const item of batch.items) expect(await isPublished(seller, item.audioId ?? "")).toBe(true);
    const after = await manifestRows(seller, batch.id);
    for (const row of after.slice(1)) expect(row).toMatch(/\/a\/[\w-]+\.mp3$/);
  });

  it("publish: true through /api/v1 at creation; the v1 batch shows it", async () => {
    const api = keyClient(app, (await createApiKeyFor(other)).key);
    const created = await api("/api/v1/batches", { json: { items: items(1, "api"), publish: true } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await until(async () => (await batchOf(other, id)).status === "done", 60_000, "api batch done");
    const view = (await (await api(`/api/v1/batches/${id}`)).json()) as BatchView;
    expect(view.publish).toBe(true);
    expect(await isPublished(other, view.items[0]?.audioId ?? "")).toBe(true);
  });

  it("bulk publish/unpublish switches only the seller's own audios; others' and unknown ids are skipped alike", async () => {
    const mine = (await runBatch(seller, { items: items(3, "red") })).items.map((item) => item.audioId ?? "");
    const theirs = (await runBatch(other, { items: items(1, "theirs") })).items.map((item) => item.audioId ?? "");
    const unknown = "00000000-0000-4000-8000-000000000000";

    const published = await seller.request("/api/audios/publish", {
      json: { ids: [...mine, ...theirs, unknown, "not-a-uuid"] },
    });
    expect(published.status).toBe(200);
    const result = BulkPublishResultSchema.parse(await published.json());
    expect(result).toEqual({ published: true, ids: mine, failed: [] });
    for (const id of mine) expect(await isPublished(seller, id)).toBe(true);
    expect(await isPublished(other, theirs[0] ?? "")).toBe(false);

    // The other seller publishes theirs; the first seller's bulk unpublish naming it leaves it live.
    expect((await other.request("/api/audios/publish", { json: { ids: theirs } })).status).toBe(200);
    const unpublished = await seller.request("/api/audios/unpublish", { json: { ids: [mine[0], ...theirs] } });
    expect(BulkPublishResultSchema.parse(await unpublished.json())).toEqual({
      published: false,
      ids: [mine[0]],
      failed: [],
    });
    expect(await isPublished(seller, mine[0] ?? "")).toBe(false);
    expect(await isPublished(seller, mine[1] ?? "")).toBe(true);
    expect(await isPublished(other, theirs[0] ?? "")).toBe(true);

    expect((await seller.request("/api/audios/publish", { json: { ids: [] } })).status).toBe(400);
    const signedOut = await app.request("/api/audios/unpublish", { method: "POST" });
    expect([401, 403]).toContain(signedOut.status);
  });
});
