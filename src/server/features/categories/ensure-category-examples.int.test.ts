import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { appState } from "../../db/schema/index";
import { createLogger } from "../../logger";
import { createEspeakSpeechProvider } from "../../providers/speech/espeak/espeak-provider";
import { createDiskStorage } from "../../providers/storage/disk-storage";
import { listCategories, removeCategoryAudio } from "./categories.service";
import { ensureCategoryExamples } from "./ensure-category-examples";

describe("category examples on first start", () => {
  let database: TestDatabase;
  const speech = createEspeakSpeechProvider();
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "st-examples-")));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await speech.close();
    await database.drop();
  });

  it("speaks one example per category once, and does not bring back a deleted one", async () => {
    const deps = { db: database.db, storage, speech, logger: createLogger("silent") };
    expect(await ensureCategoryExamples(deps)).toBe(8);
    const categories = await listCategories(database.db);
    expect(categories.filter((c) => c.hasAudio)).toHaveLength(8);
    const stat = await storage.stat("category-audios/category-0.mp3");
    expect(stat?.contentType).toBe("audio/mpeg");
    expect(stat!.size).toBeGreaterThan(10_000);

    expect(await ensureCategoryExamples(deps)).toBe(0);
    await removeCategoryAudio({ db: database.db, storage }, 3);
    expect(await ensureCategoryExamples(deps)).toBe(0);
    expect((await listCategories(database.db)).filter((c) => c.hasAudio)).toHaveLength(7);
  });

  it("takes over a claim left by a process that died while seeding", async () => {
    const fresh = await createTestDatabase();
    try {
      const deps = { db: fresh.db, storage, speech, logger: createLogger("silent") };
      await fresh.db.insert(appState).values({ key: "category_examples_seeded", value: "in_progress" });
      expect(await ensureCategoryExamples(deps)).toBe(0); // a live claim is respected
      await fresh.db
        .update(appState)
        .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(appState.key, "category_examples_seeded"));
      expect(await ensureCategoryExamples(deps)).toBe(8);
      const [row] = await fresh.db.select().from(appState);
      expect(row?.value).toBe("done");
    } finally {
      await fresh.drop();
    }
  });
});
