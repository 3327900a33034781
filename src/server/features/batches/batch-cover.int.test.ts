import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCredits, userIdOf } from "../../../robustness/support/seller-state";
import type { BatchView } from "../../../shared/batches/batch-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { until } from "../../../test/batch-kit";
import type { LoopbackServer } from "../../../test/fetch-test-support";
import { startImageSite } from "../../../test/fixtures/image-site";
import { TINY_PNG } from "../../../test/fixtures/images";
import { readApic, readId3Frames } from "../../../test/id3-reader";
import { testDatabaseKind } from "../../../test/test-database";
import { useWorkingApp } from "../../../test/working-app";
import { scriptDrafts } from "../../db/schema/index";

describe(`a batch item's MP3 has the page's image as its cover (${testDatabaseKind()})`, () => {
  let site: LoopbackServer;
  beforeAll(async () => {
    site = await startImageSite();
  });
  afterAll(() => site?.close());
  const working = useWorkingApp(() => ({ config: { FETCH_ALLOW_HOSTS: site.hostPort, BATCH_HOST_DELAY_MS: "0" } }));

  it("keeps brand, shop and image on the item's draft, and tags the MP3 with the cover", async () => {
    const seller = await signUpConfirmed(working.app, working.mail, "batch-cover@example.com");
    await setCredits(working.database.db, await userIdOf(working.database.db, "batch-cover@example.com"), 5);
    const created = await seller.request("/api/batches", {
      json: { items: [{ productLink: `${site.origin}/page/og`, language: "en" }] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const batchOf = async () => (await (await seller.request(`/api/batches/${id}`)).json()) as BatchView;
    await until(async () => ["done", "cancelled"].includes((await batchOf()).status), 90_000, "batch finished");
    const batch = await batchOf();
    expect(batch).toMatchObject({ status: "done", done: 1, failed: 0 });
    const [draft] = await working.database.db
      .select()
      .from(scriptDrafts)
      .where(eq(scriptDrafts.sessionId, `batch:${id}`));
    expect(draft).toMatchObject({ brand: "Lumen Audio", imageUrl: `${site.origin}/img/cover.png` });
    const file = await seller.request(`/api/audios/${batch.items[0]!.audioId}/file`);
    expect(file.status).toBe(200);
    const apic = readId3Frames(new Uint8Array(await file.arrayBuffer())).APIC!;
    expect(readApic(apic)).toEqual({ encoding: 0, mime: "image/png", pictureType: 3, image: TINY_PNG });
  });
});
