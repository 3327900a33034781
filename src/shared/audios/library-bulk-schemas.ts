import { z } from "zod";
import { LIBRARY_BULK_MAX_IDS } from "./library-limits";

/** POST /api/audios/bulk-delete and /api/audios/archive: the selected audios, by id. */
export const LibraryBulkInputSchema = z.object({
  ids: z
    .array(z.uuid("That is not an audio id."))
    .min(1, "Select at least one audio.")
    .max(LIBRARY_BULK_MAX_IDS, `Select at most ${LIBRARY_BULK_MAX_IDS} audios at once.`),
});
export type LibraryBulkInput = z.infer<typeof LibraryBulkInputSchema>;

/** POST /api/audios/bulk-delete: the ids now deleted (others' and unknown ids are left out). */
export const BulkDeleteResponseSchema = z.strictObject({ ids: z.array(z.string()) });
export type BulkDeleteResponse = z.infer<typeof BulkDeleteResponseSchema>;
