import { z } from "zod";
import { LanguageCodeSchema } from "../catalog/languages";
import { VoiceIdSchema } from "../catalog/voices";
import { PRONUNCIATION_MESSAGES } from "./pronunciation-messages";
import { PRONUNCIATION_SAY_AS_MAX_LENGTH, PRONUNCIATION_TERM_MAX_LENGTH } from "./pronunciation-limits";

export { PRONUNCIATION_MESSAGES } from "./pronunciation-messages";

/** POST /api/pronunciations. `language` omitted or null: every language. */
export const CreatePronunciationInputSchema = z.object({
  term: z
    .string({ error: PRONUNCIATION_MESSAGES.termRequired })
    .trim()
    .min(1, PRONUNCIATION_MESSAGES.termRequired)
    .max(PRONUNCIATION_TERM_MAX_LENGTH, PRONUNCIATION_MESSAGES.termTooLong),
  sayAs: z
    .string({ error: PRONUNCIATION_MESSAGES.sayAsRequired })
    .trim()
    .min(1, PRONUNCIATION_MESSAGES.sayAsRequired)
    .max(PRONUNCIATION_SAY_AS_MAX_LENGTH, PRONUNCIATION_MESSAGES.sayAsTooLong),
  language: LanguageCodeSchema.nullish().transform((v) => v ?? null),
});
export type CreatePronunciationInput = z.infer<typeof CreatePronunciationInputSchema>;

export const PronunciationSchema = z.strictObject({
  id: z.uuid(),
  term: z.string(),
  sayAs: z.string(),
  language: LanguageCodeSchema.nullable(),
  createdAt: z.string(),
});
export type Pronunciation = z.infer<typeof PronunciationSchema>;

export const PronunciationListResponseSchema = z.strictObject({
  pronunciations: z.array(PronunciationSchema),
  max: z.number().int().positive(),
});
export type PronunciationListResponse = z.infer<typeof PronunciationListResponseSchema>;

export const CreatePronunciationResponseSchema = z.strictObject({
  success: z.literal(true),
  pronunciation: PronunciationSchema,
});
export type CreatePronunciationResponse = z.infer<typeof CreatePronunciationResponseSchema>;

export const DeletePronunciationResponseSchema = z.strictObject({ success: z.literal(true) });
export type DeletePronunciationResponse = z.infer<typeof DeletePronunciationResponseSchema>;

/** GET /api/pronunciations/{id}/preview?language=&voice=: the respelling spoken, as MP3. */
export const PronunciationPreviewQuerySchema = z.object({
  language: LanguageCodeSchema.optional(),
  voice: VoiceIdSchema.optional(),
});
