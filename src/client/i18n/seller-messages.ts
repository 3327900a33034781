import { AUDIO_NAME_MAX_LENGTH } from "../../shared/audios/library-limits";
import { BILLING_MESSAGES } from "../../shared/payments/billing-messages";
import { CATEGORY_UPLOAD_MESSAGES } from "../../shared/catalog/category-audio-messages";
import { MESSAGES } from "../../shared/messages";
import { PRONUNCIATION_MESSAGES } from "../../shared/pronunciations/pronunciation-messages";
import { PUBLISH_MESSAGES } from "../../shared/publish/publish-messages";
import { SITE_MESSAGES } from "../../shared/sites/site-messages";

/**
 * Message groups of the seller's pages kept outside MESSAGES (each next to its feature's schemas),
 * translated like MESSAGES' groups (issue 28, part B): their English stays the source, found by text.
 * Loaded only with another language than English, with message-catalogue.ts; each comes from a
 * module without zod, so the catalogue stays small on the first render's path.
 */
export const SELLER_MESSAGE_SOURCES = {
  publish: PUBLISH_MESSAGES,
  sites: SITE_MESSAGES,
  pronunciations: PRONUNCIATION_MESSAGES,
  // MESSAGES.library's sentence with its limit written in, as client and server say it.
  libraryLimits: { nameTooLong: MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH) },
  // The pricing page's billing details form: its field refusals (the server's too) and its own.
  billing: BILLING_MESSAGES,
  // The server's refusals of an example audio upload, shown in the admin's tools.
  categoryUploads: CATEGORY_UPLOAD_MESSAGES,
} as const;
