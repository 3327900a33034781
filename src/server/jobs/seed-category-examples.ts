import { ensureCategoryExamples } from "../features/categories/ensure-category-examples";
import { definePeriodicJob } from "./define-job";

/**
 * A fresh install speaks its eight landing-page examples in the background, once per database
 * (ensureCategoryExamples claims the work first). Tried again every five minutes, so a claim
 * left by a process that died while seeding is taken over.
 */
export const seedCategoryExamples = definePeriodicJob({
  name: "seed-category-examples",
  timeoutSeconds: 15 * 60,
  atStart: "queued",
  async run({ deps }) {
    const { database, storage, speech, logger } = deps;
    await ensureCategoryExamples({ db: database.db, storage, speech, logger });
  },
});
