import { z } from "zod";

/*
 * Response contracts of /api/audios. Both sides use the inferred types; the schemas are what the
 * contract tests parse real responses with (strict: a field the contract does not name fails),
 * and what an OpenAPI document can be generated from. The browser imports types only, so zod
 * stays out of its bundle.
 */

/** A generated audio as the API returns it (field names follow the spec's generated_audios). */
export const AudioViewSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  script_content: z.string(),
  audio_url: z.string(),
  download_url: z.string(),
  language: z.string(),
  voice_type: z.string(),
  product_link: z.string().nullable(),
  specifications: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AudioView = z.infer<typeof AudioViewSchema>;

/** GET /api/audios: the seller's library, newest first. */
export const AudioListResponseSchema = z.strictObject({ audios: z.array(AudioViewSchema) });
export type AudioListResponse = z.infer<typeof AudioListResponseSchema>;

/** DELETE /api/audios/:id. */
export const DeleteAudioResponseSchema = z.strictObject({ success: z.literal(true) });
export type DeleteAudioResponse = z.infer<typeof DeleteAudioResponseSchema>;
