import { z } from "zod";
import { ClaimsSchema } from "../claims/claim-schemas";
import { LanguageCodeSchema } from "../catalog/languages";
import { VoiceIdSchema } from "../catalog/voices";
import { CreativitySchema, DEFAULT_CREATIVITY } from "./creativity";
import { DETAILS_MAX_LENGTH, PRODUCT_LINK_MAX_LENGTH, SCRIPT_MAX_LENGTH } from "./generator-limits";
import { MESSAGES } from "../messages";
import { SPEED_MAX, SPEED_MIN } from "./pacing";
import { AudioViewSchema } from "../audios/audio-schemas";
import { isHttpUrl, normalizeProductLink } from "./product-link";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "./script-style";

// The limits live in ../generator-limits so the browser can read them without zod.
export { DETAILS_MAX_LENGTH, PRODUCT_LINK_MAX_LENGTH, SCRIPT_MAX_LENGTH } from "./generator-limits";

const optionalTrimmed = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A link typed without a scheme ("shop.com/p/1") is taken as https (issue 14). */
export const ProductLinkSchema = optionalTrimmed(PRODUCT_LINK_MAX_LENGTH, "That product link is too long.")
  .transform((v) => (v === undefined ? undefined : normalizeProductLink(v)))
  .refine((v) => v === undefined || isHttpUrl(v), { message: MESSAGES.script.invalidLink });

/** Spec 7, generate-audio-script: productLink, specifications, temperature, language. */
export const GenerateScriptInputSchema = z
  .object({
    productLink: ProductLinkSchema,
    specifications: optionalTrimmed(
      DETAILS_MAX_LENGTH,
      `Please keep the product details under ${DETAILS_MAX_LENGTH} characters.`,
    ),
    language: LanguageCodeSchema,
    temperature: CreativitySchema.default(DEFAULT_CREATIVITY),
    /** Length target (short ~15 s, standard ~30 s, long ~60 s); omitted means today's ~60 s. Decision 025. */
    length: z.enum(SCRIPT_LENGTH_IDS).optional(),
    /** Tone preset; omitted means the friendly register. Decision 025. */
    tone: z.enum(SCRIPT_TONE_IDS).optional(),
  })
  .refine((v) => Boolean(v.productLink ?? v.specifications), { message: MESSAGES.script.linkOrDetailsRequired });
export type GenerateScriptInput = z.infer<typeof GenerateScriptInputSchema>;

/** POST /api/scripts: the script draft the seller edits next. */
export const GenerateScriptResultSchema = z.strictObject({
  success: z.literal(true),
  script: z.string(),
  draftId: z.uuid(),
  language: LanguageCodeSchema,
  /** Set when the page could not be read and the script was written from the details alone. */
  notice: z.string().optional(),
  /** Each sentence checked against the page and the seller's details (issue 24, decision 056). */
  claims: ClaimsSchema,
});
export type GenerateScriptResult = z.infer<typeof GenerateScriptResultSchema>;

/** Spec 7, generate-audio (+ deduct-credit in one server operation). */
export const GenerateAudioInputSchema = z.object({
  draftId: z.uuid({ error: MESSAGES.audio.scriptRequired }),
  text: z
    .string({ error: MESSAGES.audio.scriptRequired })
    .trim()
    .min(1, MESSAGES.audio.scriptRequired)
    .max(SCRIPT_MAX_LENGTH, MESSAGES.audio.scriptTooLong),
  voice: VoiceIdSchema,
  /** Makes a retried request safe: the same key never charges twice. */
  idempotencyKey: z.string().min(8).max(100),
  /**
   * Voice the edited script again after its audio was made (issue 14, item 8): the server copies
   * the spent draft with this text into a new draft and spends that, through the same reservation.
   */
  revoice: z.boolean().optional(),
  /** Speaking speed, 0.8–1.25 (issue 18); omitted is 1. */
  speed: z
    .number()
    .min(SPEED_MIN, `Speed must be between ${SPEED_MIN}× and ${SPEED_MAX}×.`)
    .max(SPEED_MAX, `Speed must be between ${SPEED_MIN}× and ${SPEED_MAX}×.`)
    .optional(),
});
export type GenerateAudioInput = z.infer<typeof GenerateAudioInputSchema>;

/** POST /api/audios: the new audio and the balance after its credit was spent. */
export const GenerateAudioResultSchema = z.strictObject({
  success: z.literal(true),
  audio: AudioViewSchema,
  remaining_credits: z.number().int().nonnegative(),
  /** The voiced text's sentences as checked at the audio step (absent when a retried key answers a made audio). */
  claims: ClaimsSchema.optional(),
});
export type GenerateAudioResult = z.infer<typeof GenerateAudioResultSchema>;
