import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A seller's logo for the player (issue 25, decision 123): a PNG, JPEG or WebP of at most
 * 200 KB, typed by its bytes. One row per upload: its random id is in the public URL, so the file
 * behind a URL never changes and may be cached for a year; a new upload is a new row. A site's
 * logo is the default for its products' audios, an audio's own logo overrides it.
 */
export const embedLogos = pgTable(
  "embed_logos",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The owning workspace (decision 084). */
    userId: text("user_id").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    /** The image's alternative text: the brand or the shop's name. */
    alt: text("alt").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("embed_logos_user_idx").on(t.userId)],
);
