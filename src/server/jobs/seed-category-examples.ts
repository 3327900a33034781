import { z } from "zod";
import { ensureCategoryExamples } from "../features/categories/ensure-category-examples";
import { defineJob } from "./define-job";

/**
 * A fresh install speaks its eight landing-page examples in the background, once per database
 * (ensureCategoryExamples claims the work first). Tried again every five minutes, so a claim
 * left by a process that died while seeding is taken over.
 */
export const seedCategoryExamples = defineJob({
  name: "seed-category-examples",
  data: z.object({}),
  mode: "one-at-a-time",
  timeoutSeconds: 15 * 60,
  every: "*/5 * * * *",
  atStart: "queued",
  async run(_data, { deps }) {
    await ensureCategoryExamples({
      db: deps.database.db,
      storage: deps.storage,
      speech: deps.speech,
      logger: deps.logger,
    });
  },
});
