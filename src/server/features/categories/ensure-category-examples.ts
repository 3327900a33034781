import { and, count, eq, lt } from "drizzle-orm";
import { CATEGORY_COUNT } from "../../../shared/catalog/categories";
import type { Database } from "../../db/database";
import { appState, categoryAudios } from "../../db/schema/index";
import type { Logger } from "../../logger";
import type { SpeechProvider } from "../../providers/speech/speech-provider";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { storeCategoryAudio } from "./categories.service";
import { CATEGORY_EXAMPLES } from "./example-scripts";

const SEEDED_KEY = "category_examples_seeded";
const IN_PROGRESS = "in_progress";
/** A claim older than this belongs to a process that died while seeding: take it over. */
const STALE_CLAIM_MS = 10 * 60_000;

export type ExampleDeps = { db: Database; storage: StorageProvider; speech: SpeechProvider; logger: Logger };

/**
 * On the first start of an empty installation, speaks one example per category with the
 * configured speech engine, so the landing page has eight playable examples. Runs once per
 * database: the app_state claim is taken before any work (so two processes starting together
 * do not both seed), and examples an admin later deletes are not brought back. Called at
 * start-up and by the periodic sweep, so a claim left by a crashed process is picked up again.
 */
export async function ensureCategoryExamples(deps: ExampleDeps): Promise<number> {
  const [existing] = await deps.db.select({ n: count() }).from(categoryAudios);
  if ((existing?.n ?? 0) > 0) return 0;
  if (!(await claimSeeding(deps.db))) return 0;

  let stored = 0;
  for (let index = 0; index < CATEGORY_COUNT; index += 1) {
    const example = CATEGORY_EXAMPLES[index];
    if (!example) continue;
    try {
      const { audio: mp3 } = await deps.speech.synthesize({
        text: example.script,
        language: "en",
        voice: example.voice,
      });
      await storeCategoryAudio({ db: deps.db, storage: deps.storage }, index, mp3, { generated: true });
      stored += 1;
    } catch (err) {
      deps.logger.warn({ err, index }, "could not generate a category example");
    }
  }
  if (stored === 0) {
    // Nothing worked (e.g. the speech service is down): let the next attempt try again.
    await deps.db.delete(appState).where(eq(appState.key, SEEDED_KEY));
  } else {
    await deps.db.update(appState).set({ value: "done", updatedAt: new Date() }).where(eq(appState.key, SEEDED_KEY));
  }
  deps.logger.info({ stored }, "category examples generated");
  return stored;
}

/**
 * Takes the one-time seeding claim: a new claim, or one left "in_progress" by a process that
 * died mid-way long enough ago. "done" means an earlier start finished, so nothing is redone.
 */
async function claimSeeding(db: Database): Promise<boolean> {
  const claimed = await db
    .insert(appState)
    .values({ key: SEEDED_KEY, value: IN_PROGRESS })
    .onConflictDoNothing()
    .returning({ key: appState.key });
  if (claimed.length > 0) return true;
  const retaken = await db
    .update(appState)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(appState.key, SEEDED_KEY),
        eq(appState.value, IN_PROGRESS),
        lt(appState.updatedAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: appState.key });
  return retaken.length > 0;
}
