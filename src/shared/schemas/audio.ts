import { z } from "zod";
import { MESSAGES } from "../messages";
import { AUDIO_NAME_MAX_LENGTH, LIBRARY_SEARCH_MAX_LENGTH } from "../library-limits";

export { AUDIO_NAME_MAX_LENGTH, LIBRARY_SEARCH_MAX_LENGTH } from "../library-limits";

/** A generated audio as the API returns it (field names follow the spec's generated_audios). */
export type AudioView = {
  id: string;
  title: string;
  /** The product's own name as read from its page, shown under the title; null when unknown. */
  product_name: string | null;
  description: string | null;
  script_content: string;
  audio_url: string;
  download_url: string;
  language: string;
  voice_type: string;
  product_link: string | null;
  specifications: string | null;
  created_at: string;
};

/** PATCH /api/audios/:id: the seller's own name for an audio, replacing the link-derived title. */
export const RenameAudioInputSchema = z.object({
  title: z
    .string({ error: MESSAGES.library.nameRequired })
    .trim()
    .min(1, MESSAGES.library.nameRequired)
    .max(AUDIO_NAME_MAX_LENGTH, MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH))
    .regex(/^[^\r\n\t]*$/, "Please keep the name on a single line."),
});
export type RenameAudioInput = z.infer<typeof RenameAudioInputSchema>;

/** GET /api/audios?q=…: words to find in the title, product name, description, link or script. */
export const LibrarySearchSchema = z
  .string()
  .trim()
  .max(LIBRARY_SEARCH_MAX_LENGTH, `Please shorten the search to ${LIBRARY_SEARCH_MAX_LENGTH} characters.`)
  .optional()
  .transform((v) => (v ? v : undefined));
