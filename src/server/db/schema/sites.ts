import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { embedLogos } from "./logos";

export const SITE_NEW_POLICIES = ["auto", "review"] as const;
export const SITE_CHANGED_POLICIES = ["auto", "review"] as const;
export const SITE_REMOVED_POLICIES = ["unpublish", "keep"] as const;
/** What the public side does with an audio whose spoken facts no longer match the page (decision 067). */
export const SITE_STALE_POLICIES = ["withhold", "keep-until-approved"] as const;

/**
 * A seller's connected shop (issue 23): one origin (scheme + host + port, normalised), proven by
 * a token on the home page (meta tag) or in `/.well-known/shelftalk-site-verification.txt`.
 * Until `verified_at` is set nothing is synced or served. The catalogue source and the defaults
 * for every product's audio live here, with the policy for each kind of change.
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    origin: text("origin").notNull(),
    /** 32 random bytes, base64url (256 bits). */
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Sitemap (index), Merchant RSS/Atom, Shopify products.json or CSV URL: the batch inputs. */
    sourceUrl: text("source_url"),
    language: text("language").notNull().default("en"),
    voice: text("voice").notNull().default("alloy"),
    length: text("length").notNull().default("standard"),
    tone: text("tone").notNull().default("friendly"),
    /** Scripts leave out price, stock and discounts, so those changing needs no new audio. */
    evergreen: boolean("evergreen").notNull().default(false),
    policyNew: text("policy_new", { enum: SITE_NEW_POLICIES }).notNull().default("auto"),
    policyChanged: text("policy_changed", { enum: SITE_CHANGED_POLICIES }).notNull().default("auto"),
    policyRemoved: text("policy_removed", { enum: SITE_REMOVED_POLICIES }).notNull().default("unpublish"),
    policyStale: text("policy_stale", { enum: SITE_STALE_POLICIES }).notNull().default("withhold"),
    /** Scheduled sync every N hours: 24 by default, 1 at most often. */
    syncIntervalHours: integer("sync_interval_hours").notNull().default(24),
    /** Where site.js mounts the player when the page has no `[data-shelftalk-player]` (inserted after it). */
    playerSelector: text("player_selector"),
    /** The shop's logo in its products' players, unless an audio has its own (decision 123). */
    logoId: uuid("logo_id").references(() => embedLogos.id, { onDelete: "set null" }),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sites_user_origin_uq").on(t.userId, t.origin),
    index("sites_due_idx")
      .on(t.nextSyncAt)
      .where(sql`verified_at is not null`),
  ],
);

/**
 * A product's state: `new` (found, not yet made), `live` (its audio speaks what the page says),
 * `changed` (spoken facts changed; a review waits), `review` (a new product waiting for review),
 * `stale` (spoken facts changed; the new audio is being made or could not be), `failed` (with
 * `last_error`), `removed` (gone from the source or 404/410).
 */
export const SITE_PRODUCT_STATUSES = ["new", "live", "changed", "review", "stale", "failed", "removed"] as const;

/** The facts an audio speaks, kept to compare with the page and to show what changed. */
export type SpokenFacts = {
  name?: string;
  price?: string;
  availability?: string;
  features?: string[];
  /**
   * The spec rows a writer may say, "label: value" in page order (decision 144). Absent in facts
   * stored before it: then nobody knows which rows that audio spoke.
   */
  specs?: string[];
};

/**
 * One product page of a site. Looked up by its normalised URL or by an identifier (sku, gtin,
 * productID) from the page's JSON-LD. `audio_stale` is the one flag the public side reads: the
 * audio (`audio_id`) no longer speaks what the page says, so it is not served unless the site's
 * `policy_stale` is `keep-until-approved`.
 */
export const siteProducts = pgTable(
  "site_products",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    url: text("url").notNull(),
    sku: text("sku"),
    gtin: text("gtin"),
    productId: text("product_id"),
    name: text("name"),
    status: text("status", { enum: SITE_PRODUCT_STATUSES }).notNull().default("new"),
    audioId: uuid("audio_id"),
    audioStale: boolean("audio_stale").notNull().default(false),
    /**
     * What the current audio speaks, and its fingerprint (sha-256 of the canonical form; "v2:…" with
     * the spec table, an unprefixed one from before it, compared in its own form: decision 144).
     */
    spokenFacts: jsonb("spoken_facts").$type<SpokenFacts>(),
    spokenFingerprint: text("spoken_fingerprint"),
    /** The spoken facts as the page showed them at the last check. */
    pageFingerprint: text("page_fingerprint"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastError: text("last_error"),
    /** Generation attempts for one fingerprint: the key is `site-product:{id}:{fingerprint}:{attempt}`. */
    attempt: integer("attempt").notNull().default(0),
    /** The sync that last listed this product in the source (the others are removed). */
    lastSeenSyncId: uuid("last_seen_sync_id"),
    /** The sync whose job for this product is queued (a sync keeps a few per site in the queue: fair share). */
    queuedSyncId: uuid("queued_sync_id"),
    /** The sync that has counted this product: a job run again never counts (or charges) twice. */
    checkedSyncId: uuid("checked_sync_id"),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("site_products_site_url_uq").on(t.siteId, t.url),
    index("site_products_site_sku_idx").on(t.siteId, t.sku),
    index("site_products_site_gtin_idx").on(t.siteId, t.gtin),
    index("site_products_site_product_id_idx").on(t.siteId, t.productId),
    index("site_products_audio_idx").on(t.audioId),
    index("site_products_site_seen_idx").on(t.siteId, t.lastSeenSyncId),
  ],
);

export const SITE_SYNC_STATUSES = ["running", "done", "paused", "failed"] as const;

/** One walk of a site's source, with what it found; `total` product checks, `settled` of them done. */
export const siteSyncs = pgTable(
  "site_syncs",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    status: text("status", { enum: SITE_SYNC_STATUSES }).notNull().default("running"),
    trigger: text("trigger", { enum: ["manual", "schedule"] })
      .notNull()
      .default("manual"),
    /** Who pressed "Sync now" (decision 121); null for a scheduled sync, which acts as the system. */
    startedByUserId: text("started_by_user_id"),
    startedByApiKeyId: text("started_by_api_key_id"),
    total: integer("total").notNull().default(0),
    settled: integer("settled").notNull().default(0),
    checked: integer("checked").notNull().default(0),
    new: integer("new").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    creditsSpent: integer("credits_spent").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("site_syncs_site_started_idx").on(t.siteId, t.startedAt),
    /** One open (running or paused) sync per site: "Sync now" and the schedule at once start one (decision 075). */
    uniqueIndex("site_syncs_open_site_uq")
      .on(t.siteId)
      .where(sql`status in ('running', 'paused')`),
  ],
);

export const SITE_REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/** One change of a spoken fact, for the review: `field` old → new. */
export type SpokenChange = { field: string; old: string | null; new: string | null };

/**
 * A new product's script, or a changed product's old and new script with what changed, waiting
 * for the seller. Nothing is charged until it is approved; `draft_id` is the script draft the
 * approval speaks (one credit), `fingerprint` the spoken facts it was written from.
 */
export const siteReviews = pgTable(
  "site_reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => siteProducts.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    kind: text("kind", { enum: ["new", "changed"] }).notNull(),
    oldScript: text("old_script"),
    newScript: text("new_script").notNull(),
    changes: jsonb("changes").$type<SpokenChange[]>().notNull().default([]),
    spokenFacts: jsonb("spoken_facts").$type<SpokenFacts>().notNull(),
    fingerprint: text("fingerprint").notNull(),
    draftId: uuid("draft_id"),
    status: text("status", { enum: SITE_REVIEW_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("site_reviews_site_status_idx").on(t.siteId, t.status),
    uniqueIndex("site_reviews_pending_product_uq")
      .on(t.productId)
      .where(sql`status = 'pending'`),
  ],
);
