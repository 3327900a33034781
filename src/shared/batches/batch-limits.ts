/**
 * Limits and the CSV layout of catalogue batches (issue 16), shared by the page and the server.
 * Zod-free, so the browser can read them without zod in its bundle (decision 007).
 */
export const BATCH_MAX_ITEMS = 1000;
/** Batches larger than this mail their seller when they finish. */
export const BATCH_EMAIL_THRESHOLD = 20;
/** Largest CSV or feed file read (the fetcher's own cap applies to fetched ones). */
export const BATCH_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The CSV columns, in the template's order; headers match in any case and order. */
export const BATCH_CSV_COLUMNS = ["product_link", "details", "language", "voice", "creativity", "title"] as const;
export const BATCH_TITLE_MAX_LENGTH = 200;
/** A sitemap index is followed this deep, through at most this many sitemaps. */
export const SITEMAP_MAX_DEPTH = 2;
export const SITEMAP_MAX_FILES = 20;

/** The template a seller downloads: the header and two example rows. */
export const BATCH_CSV_TEMPLATE = [
  BATCH_CSV_COLUMNS.join(","),
  'https://example-shop.com/products/oak-board,,en,alloy,0.7,"Oak cutting board"',
  ',"Hand-made ceramic mug, 350 ml, dishwasher safe",en,nova,0.5,Ceramic mug',
  "",
].join("\r\n");

export {
  BATCH_ITEM_STATUSES as BATCH_ITEM_STATUS_LIST,
  BATCH_STATUSES,
  SETTLED_ITEM_STATUSES,
  type BatchItemStatus,
  type BatchStatus,
} from "./batch-statuses";

/**
 * Progress streams (GET /api/batches/{id}/events) one seller may hold open at once, per server
 * process, and per batch (issue 26): a page open in a few tabs fits; a loop opening hundreds does not.
 */
export const BATCH_STREAMS_PER_SELLER = 10;
export const BATCH_STREAMS_PER_BATCH = 4;
