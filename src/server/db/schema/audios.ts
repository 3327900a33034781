import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ClaimSources } from "../../claim-check/source-index";
import { embedLogos } from "./logos";
import type { ClaimConfirmation } from "../../../shared/claims/claim-schemas";

/** A seller's generated audio (spec section 3, generated_audios). */
export const generatedAudios = pgTable(
  "generated_audios",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    /** The spec's link-derived title until the seller renames the audio. */
    title: text("title").notNull(),
    /** The product's name as read from its page (null when written from details alone). */
    productName: text("product_name"),
    /**
     * The name shoppers see (share page, embed, oEmbed, download, ID3 title; decision 092): the
     * product's name by default, editable per audio. Null on rows older than the column.
     */
    publicTitle: text("public_title"),
    description: text("description"),
    scriptContent: text("script_content").notNull(),
    /** Path the owner fetches the MP3 from (served only to its owner). */
    audioUrl: text("audio_url").notNull(),
    /** Object key in storage: audio-uploads/{userId}/generated-audio-{timestamp}.mp3 */
    storageKey: text("storage_key").notNull(),
    language: text("language").notNull(),
    voiceType: text("voice_type").notNull(),
    productLink: text("product_link"),
    specifications: text("specifications"),
    /** The catalogue batch that made it (issue 16), shown as a tag in the library. */
    batchId: uuid("batch_id"),
    /** This audio's own logo in its player, over its site's (decision 123). */
    logoId: uuid("logo_id").references(() => embedLogos.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves on a rename: the library's cached JSON is keyed by it (library-json.ts). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generated_audios_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * One row per generation attempt, keyed by the client's idempotency key. A retry with
 * the same key finds this row instead of charging again; rows left 'pending' by a
 * crashed process are refunded at the next start.
 */
export const generationRequests = pgTable(
  "generation_requests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "refunded"] })
      .notNull()
      .default("pending"),
    audioId: uuid("audio_id"),
    /** The script draft this attempt spent; a refund makes it usable again. */
    draftId: uuid("draft_id"),
    /**
     * The file this attempt writes, claimed before the write: unique, so two attempts never
     * share a file, and a crashed attempt's file is known to the stale sweep.
     */
    storageKey: text("storage_key"),
    /**
     * What was asked under this key (a hash of draft, text, voice and options): a reused key with
     * another request is refused rather than answered with the first one's audio. Null on rows
     * older than the column.
     */
    requestHash: text("request_hash"),
    /** Who asked (decision 120): the spend's and a refund's actor in the ledger; null for the system. */
    actorUserId: text("actor_user_id"),
    actorApiKeyId: text("actor_api_key_id"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("generation_requests_user_key_uq").on(t.userId, t.idempotencyKey),
    uniqueIndex("generation_requests_storage_key_uq").on(t.storageKey),
    index("generation_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** Example audio of a landing-page category, by index 0..7 (spec: category-{index}.{ext}). */
export const categoryAudios = pgTable("category_audios", {
  categoryIndex: integer("category_index").primaryKey(),
  storageKey: text("storage_key").notNull(),
  extension: text("extension").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  /** True for the examples the server generated itself on first start. */
  generated: boolean("generated").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A script the seller generated and may still edit. It carries what the audio row will
 * need (link, details, description) and locks the language while it is unspent within
 * the same session (spec: no regenerating in another language); generating its audio
 * spends it.
 */
export const scriptDrafts = pgTable(
  "script_drafts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    sessionId: text("session_id").notNull(),
    language: text("language").notNull(),
    productLink: text("product_link"),
    specifications: text("specifications"),
    description: text("description"),
    productName: text("product_name"),
    /** The product's brand and the shop's name, from the page: the MP3's artist tag (issue 18). */
    brand: text("brand"),
    shopName: text("shop_name"),
    /** The product's main image (first absolute http(s) image of the page): the MP3's cover (issue 18). */
    imageUrl: text("image_url"),
    script: text("script").notNull(),
    writer: text("writer").notNull(),
    /**
     * What the claim check reads (issue 24, decision 071): the page's facts and the seller's details,
     * kept so every later check (edits, the audio step, a shop sync) uses the same sources. Null on
     * drafts stored before the check (rebuilt from the columns above, claim-sources.ts).
     */
    claimSources: jsonb("claim_sources").$type<ClaimSources>(),
    /** Sentences the seller confirmed ("I can substantiate this"), keyed by their normalised text. */
    claimConfirmations: jsonb("claim_confirmations").$type<ClaimConfirmation[]>().notNull().default([]),
    spentAt: timestamp("spent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("script_drafts_user_created_idx").on(t.userId, t.createdAt)],
);
