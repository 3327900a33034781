import {
  BATCH_FEED_MESSAGES,
  BATCH_FILE_MESSAGES,
  BATCH_ITEM_MESSAGES,
  BATCH_ROW_MESSAGES,
} from "../../shared/batches/batch-messages";
import {
  CLAIM_REASONS,
  FACT_LABELS,
  GENERIC_CLAIM_LABELS,
  HELD_ITEM_MESSAGES,
} from "../../shared/claims/claim-reasons";
import { WEBHOOK_URL_MESSAGES } from "../../shared/developers/webhook-messages";
import {
  CATALOGUE_FETCH_MESSAGES,
  DETAILS_ONLY_NOTICE,
  FEED_FETCH_MESSAGES,
  FETCH_KIND_MESSAGES,
  FETCH_REFUSED_MESSAGES,
  PAGE_FETCH_MESSAGES,
} from "../../shared/generator/fetch-messages";
import { SCRIPT_WRITER_MESSAGES } from "../../shared/generator/script-writer-messages";
import { LOGO_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE, LOGO_UNSUPPORTED_MESSAGE } from "../../shared/logos/logos";
import { PAYMENT_ERRORS } from "../../shared/payments/payment-messages";
import { SITE_SYNC_MESSAGES, SITE_VERIFICATION_MESSAGES } from "../../shared/sites/site-sync-messages";
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from "../../shared/workspaces/workspace-messages";

/**
 * The server's own answers and errors that a seller reads on screen (issue 28): a workspace's,
 * an invitation's and a payment's errors, a batch's file, row and item problems, a shop's sync
 * and verification errors, why a link or the script writer failed, and the claim check's
 * reasons. Each group stays written in src/shared beside nothing but its texts (no zod); the
 * server answers the English, and the client finds it by its text (message-catalogue.ts).
 */
export const SERVER_MESSAGE_SOURCES = {
  workspaces: WORKSPACE_MESSAGES,
  invitations: INVITATION_MESSAGES,
  paymentErrors: PAYMENT_ERRORS,
  batchRows: BATCH_ROW_MESSAGES,
  batchFile: BATCH_FILE_MESSAGES,
  batchFeeds: BATCH_FEED_MESSAGES,
  batchItems: BATCH_ITEM_MESSAGES,
  siteSync: SITE_SYNC_MESSAGES,
  siteVerification: SITE_VERIFICATION_MESSAGES,
  fetchRefused: FETCH_REFUSED_MESSAGES,
  fetchKind: FETCH_KIND_MESSAGES,
  fetchPage: { ...PAGE_FETCH_MESSAGES, detailsOnly: DETAILS_ONLY_NOTICE },
  fetchFeed: FEED_FETCH_MESSAGES,
  fetchCatalogue: CATALOGUE_FETCH_MESSAGES,
  scriptWriter: SCRIPT_WRITER_MESSAGES,
  webhookUrls: WEBHOOK_URL_MESSAGES,
  logos: { tooLarge: LOGO_TOO_LARGE_MESSAGE, unsupported: LOGO_UNSUPPORTED_MESSAGE, svg: LOGO_SVG_MESSAGE },
  claimReasons: CLAIM_REASONS,
  heldItems: HELD_ITEM_MESSAGES,
  claimLabels: GENERIC_CLAIM_LABELS,
  factLabels: FACT_LABELS,
} as const;

/**
 * Templates whose named value is itself one or more messages, and which apply only when it
 * translates: without it, "{{value}}: {{value2}}" would claim any text with a colon in it.
 */
export const NESTED_VALUES: Partial<Record<string, readonly string[]>> = {
  "batchFeeds.unreadable": ["value2"],
  "batchItems.rowProblems": ["value2"],
  "siteSync.sourceUnreadable": ["value"],
  "siteVerification.notFound": ["value2"],
  "heldItems.held": ["value"],
  "heldItems.claim": ["value2"],
};
