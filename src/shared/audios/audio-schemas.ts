import { z } from "zod";
import { MESSAGES } from "../messages";
import { AUDIO_NAME_MAX_LENGTH, LIBRARY_SEARCH_MAX_LENGTH } from "./library-limits";

export { AUDIO_NAME_MAX_LENGTH, LIBRARY_SEARCH_MAX_LENGTH } from "./library-limits";

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
  /** The product's own name as read from its page, shown under the title; null when unknown. */
  product_name: z.string().nullable(),
  /** The name shoppers see (share page, embed, oEmbed, downloads; decision 092): the product's name unless changed. */
  public_title: z.string(),
  description: z.string().nullable(),
  script_content: z.string(),
  audio_url: z.string(),
  download_url: z.string(),
  language: z.string(),
  voice_type: z.string(),
  product_link: z.string().nullable(),
  specifications: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The catalogue batch that made it (issue 16); absent for an audio made in the generator. */
  batch_id: z.string().optional(),
  /** On the share page and in shop embeds now (features/publish). */
  published: z.boolean(),
  /** Counted plays since first published (kept while unpublished). */
  plays: z.number().int().nonnegative(),
  /** Mean furthest point of the counted plays, in percent; null before the first. */
  average_completion: z.number().nullable(),
  /** The share page, while published. */
  share_url: z.string().optional(),
});
export type AudioView = z.infer<typeof AudioViewSchema>;

/** GET /api/audios: the seller's library, newest first. */
export const AudioListResponseSchema = z.strictObject({ audios: z.array(AudioViewSchema) });
export type AudioListResponse = z.infer<typeof AudioListResponseSchema>;

/** DELETE /api/audios/:id. */
export const DeleteAudioResponseSchema = z.strictObject({ success: z.literal(true) });
export type DeleteAudioResponse = z.infer<typeof DeleteAudioResponseSchema>;

const AudioNameSchema = z
  .string({ error: MESSAGES.library.nameRequired })
  .trim()
  .min(1, MESSAGES.library.nameRequired)
  .max(AUDIO_NAME_MAX_LENGTH, MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH))
  .regex(/^[^\r\n\t]*$/, "Please keep the name on a single line.");

/**
 * PATCH /api/audios/:id: the seller's own name for an audio (`title`, replacing the link-derived
 * library title) and/or the name shoppers see (`public_title`, decision 092); at least one.
 */
export const RenameAudioInputSchema = z
  .object({ title: AudioNameSchema.optional(), public_title: AudioNameSchema.optional() })
  .refine((input) => input.title !== undefined || input.public_title !== undefined, {
    message: MESSAGES.library.nameRequired,
    path: ["title"],
  });
export type RenameAudioInput = z.infer<typeof RenameAudioInputSchema>;

/** GET /api/audios?q=…: words to find in the title, product name, description, link or script. */
export const LibrarySearchSchema = z
  .string()
  .trim()
  .max(LIBRARY_SEARCH_MAX_LENGTH, `Please shorten the search to ${LIBRARY_SEARCH_MAX_LENGTH} characters.`)
  .optional()
  .transform((v) => (v ? v : undefined));

/** PATCH /api/audios/:id answer: the renamed audio. */
export const RenameAudioResponseSchema = z.strictObject({ success: z.literal(true), audio: AudioViewSchema });
export type RenameAudioResponse = z.infer<typeof RenameAudioResponseSchema>;
