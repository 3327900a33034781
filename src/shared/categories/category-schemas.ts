import { z } from "zod";

/** One of the eight Solutions cards with its example audio, as GET /api/categories returns it. */
export const CategorySummarySchema = z.strictObject({
  index: z.number().int().nonnegative(),
  title: z.string(),
  hasAudio: z.boolean(),
  /** Versioned URL of the example audio, null without one. */
  url: z.string().nullable(),
  contentType: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** GET /api/categories. */
export const CategoriesResponseSchema = z.strictObject({ categories: z.array(CategorySummarySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** PUT /api/admin/categories/:index/audio: the card after the upload. */
export const CategoryAudioUploadResponseSchema = z.strictObject({ category: CategorySummarySchema });
export type CategoryAudioUploadResponse = z.infer<typeof CategoryAudioUploadResponseSchema>;

/** DELETE /api/admin/categories/:index/audio: whether there was an example to remove. */
export const CategoryAudioRemoveResponseSchema = z.strictObject({ removed: z.boolean() });
export type CategoryAudioRemoveResponse = z.infer<typeof CategoryAudioRemoveResponseSchema>;
