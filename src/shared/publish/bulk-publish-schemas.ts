import { z } from "zod";

/** How many audios one bulk publish/unpublish may name (My Audios selects at most a page or two). */
export const BULK_PUBLISH_MAX_IDS = 200;

/** POST /api/audios/publish and /api/audios/unpublish: the audios to switch, by id. */
export const BulkPublishInputSchema = z.object({
  ids: z
    .array(z.string().max(64))
    .min(1, "Select at least one audio.")
    .max(BULK_PUBLISH_MAX_IDS, `Select at most ${BULK_PUBLISH_MAX_IDS} audios at once.`),
});
export type BulkPublishInput = z.infer<typeof BulkPublishInputSchema>;

/**
 * The answer: the ids now in the asked state. An id that is unknown, or someone else's, is left
 * out exactly like one whose file is missing, so the answer reveals nothing about other sellers.
 */
export const BulkPublishResultSchema = z.strictObject({
  published: z.boolean(),
  ids: z.array(z.string()),
  /** Owned audios that could not be published (their file is missing). */
  failed: z.array(z.string()),
});
export type BulkPublishResult = z.infer<typeof BulkPublishResultSchema>;
