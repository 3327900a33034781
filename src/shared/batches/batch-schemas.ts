import { z } from "zod";
import { BATCH_ITEM_STATUS_LIST, BATCH_MAX_ITEMS, BATCH_STATUSES } from "./batch-limits";
import { LanguageCodeSchema } from "../catalog/languages";
import { VoiceIdSchema } from "../catalog/voices";
import { CreativitySchema } from "../generator/creativity";
import { SCRIPT_MAX_LENGTH } from "../generator/generator-limits";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "../generator/script-style";

/*
 * Contracts of /api/batches (issue 16). Input rows are checked one by one on the server
 * (batch-rows.ts) so each gets its own problem; these schemas shape the bodies and answers.
 */

/** One item as JSON: only a link or details is required. Values are checked per row, not here. */
export const BatchItemInputSchema = z.object({
  productLink: z.string().max(4096).optional(),
  specifications: z.string().max(20_000).optional(),
  language: z.string().max(40).optional(),
  voice: z.string().max(40).optional(),
  temperature: z.union([z.number(), z.string().max(20)]).optional(),
  title: z.string().max(1000).optional(),
});
export type BatchItemInput = z.infer<typeof BatchItemInputSchema>;

const review = z.boolean().optional();
/** "Publish all" at creation: every audio is published as it is made (issue 23). */
const publish = z.boolean().optional();
/** The batch's script length and tone for every item (issue 25); unset: the writer's defaults, as before. */
const length = z.enum(SCRIPT_LENGTH_IDS).optional();
const tone = z.enum(SCRIPT_TONE_IDS).optional();
export const BatchStyleSchema = z.object({ length, tone });

/** POST /api/batches (JSON) and POST /api/batches/preview: rows, or a pasted link list, or a feed to read. */
export const BatchSourceSchema = z.union([
  z.object({ items: z.array(BatchItemInputSchema).max(BATCH_MAX_ITEMS * 10), review, publish, length, tone }),
  z.object({ links: z.string().max(2_000_000), review, publish, length, tone }),
  z.object({ feedUrl: z.string().min(1).max(4096), review, publish, length, tone }),
  z.object({ csv: z.string().max(6_000_000), review, publish, length, tone }),
]);
export type BatchSource = z.infer<typeof BatchSourceSchema>;

/** A row as the preview shows it: its values after defaults, and what is wrong with it. */
export const BatchPreviewRowSchema = z.strictObject({
  row: z.number().int(),
  productLink: z.string().nullable(),
  specifications: z.string().nullable(),
  language: z.string(),
  voice: z.string(),
  temperature: z.number(),
  title: z.string().nullable(),
  problems: z.array(z.string()),
});
export type BatchPreviewRow = z.infer<typeof BatchPreviewRowSchema>;

export const BatchPreviewSchema = z.strictObject({
  rows: z.array(BatchPreviewRowSchema),
  /** Problems of the whole file or feed (encoding, size, structure). */
  fileProblems: z.array(z.string()),
  /** Rows without problems: what "Start" would queue. */
  valid: z.number().int(),
  creditsNeeded: z.number().int(),
  balance: z.number().int(),
});
export type BatchPreview = z.infer<typeof BatchPreviewSchema>;

export const BatchCreatedSchema = z.strictObject({ id: z.uuid() });
export type BatchCreated = z.infer<typeof BatchCreatedSchema>;

export const BatchItemViewSchema = z.strictObject({
  id: z.uuid(),
  row: z.number().int(),
  productLink: z.string().nullable(),
  title: z.string().nullable(),
  language: z.string(),
  voice: z.string(),
  status: z.enum(BATCH_ITEM_STATUS_LIST),
  error: z.string().optional(),
  errorCode: z.string().optional(),
  audioId: z.uuid().optional(),
  /** Present in review mode once written, and on an item held for its claims (`needs_review`). */
  script: z.string().optional(),
  /** A held item's draft: `POST /scripts/check` and the confirmations take it (issue 24). */
  draftId: z.uuid().optional(),
});
export type BatchItemView = z.infer<typeof BatchItemViewSchema>;

export const BatchViewSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(BATCH_STATUSES),
  review: z.boolean(),
  /** "Publish all" is on: every audio is published as it is made. */
  publish: z.boolean(),
  source: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  /** Items whose script is written and waits for "Speak all" (review mode). */
  scripted: z.number().int(),
  /** Seconds left at the pace so far; null before the first item settles or once finished. */
  etaSeconds: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  items: z.array(BatchItemViewSchema),
});
export type BatchView = z.infer<typeof BatchViewSchema>;

/** GET /api/batches: the seller's batches, newest first, without their items. */
export const BatchListSchema = z.strictObject({
  batches: z.array(BatchViewSchema.omit({ items: true })),
});
export type BatchList = z.infer<typeof BatchListSchema>;

/** PATCH /api/batches/{id}/items/{itemId}: an edited script (review mode). */
export const EditBatchScriptSchema = z.object({
  script: z.string().trim().min(1, "The script cannot be empty.").max(SCRIPT_MAX_LENGTH),
});

/** What a row becomes once checked: the server's own item. */
export const CheckedItemSchema = z.object({
  productLink: z.string().nullable(),
  specifications: z.string().nullable(),
  language: LanguageCodeSchema,
  voice: VoiceIdSchema,
  temperature: CreativitySchema,
  title: z.string().nullable(),
});
