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
} as const;
