import { sql } from "drizzle-orm";
import { BATCH_ITEM_STATUSES, BATCH_STATUSES } from "../../../shared/batches/batch-statuses";
import { SCRIPT_LENGTH_IDS, SCRIPT_TONE_IDS } from "../../../shared/generator/script-style";
import { boolean, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A seller's catalogue run (issue 16): many items, each spoken by its own job. `running` until
 * every item is settled, then `done` (whatever failed); `review` while written scripts wait for
 * "Speak all"; `cancelled` when the seller stopped it (queued items then cost nothing).
 */
export const batches = pgTable(
  "batches",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    status: text("status", { enum: BATCH_STATUSES }).notNull().default("running"),
    /** Scripts first, shown for editing, then "Speak all". */
    review: boolean("review").notNull().default(false),
    /** "Publish all": every audio the batch makes is published as it is made (issue 23). */
    publish: boolean("publish").notNull().default(false),
    /** Every item's script length and tone (issue 25); null: the writer's defaults. */
    length: text("length", { enum: SCRIPT_LENGTH_IDS }),
    tone: text("tone", { enum: SCRIPT_TONE_IDS }),
    total: integer("total").notNull(),
    /** Where the items came from (csv, links, json, shopify, feed, sitemap), for the batch page. */
    source: text("source").notNull(),
    /**
     * Who started the batch (decision 121): its items spend for the workspace in this person's or
     * key's name, and only while they still may (membership and role re-checked at each spend).
     */
    startedByUserId: text("started_by_user_id"),
    startedByApiKeyId: text("started_by_api_key_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("batches_user_created_idx").on(t.userId, t.createdAt)],
);

/** One product of a batch: its input row, its progress, and what it produced. */
export const batchItems = pgTable(
  "batch_items",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    batchId: uuid("batch_id").notNull(),
    userId: text("user_id").notNull(),
    /** The input row's number (1-based), kept for the manifest. */
    position: integer("position").notNull(),
    productLink: text("product_link"),
    specifications: text("specifications"),
    language: text("language").notNull(),
    voice: text("voice").notNull(),
    temperature: real("temperature").notNull(),
    title: text("title"),
    status: text("status", { enum: BATCH_ITEM_STATUSES }).notNull().default("queued"),
    error: text("error"),
    /** A failure's kind (e.g. insufficient_credits), so "retry failed" and the page can tell them apart. */
    errorCode: text("error_code"),
    /** The written script (editable in review mode) and the draft its audio spends. */
    script: text("script"),
    draftId: uuid("draft_id"),
    audioId: uuid("audio_id"),
    /**
     * Which generation attempt the item is on: the idempotency key is `batch-item:{id}:{generation}`,
     * so a re-run job finds its own request instead of charging again, and only an attempt that was
     * refunded moves it on.
     */
    generation: integer("generation").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("batch_items_batch_position_uq").on(t.batchId, t.position),
    index("batch_items_batch_status_idx").on(t.batchId, t.status),
  ],
);
