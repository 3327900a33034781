import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { workspaces } from "./workspaces";

/**
 * A seller's pronunciation dictionary (issue 18): a term and how to say it, for one language
 * or (language null) for all. Applied to every audio the seller makes afterwards.
 */
export const pronunciations = pgTable(
  "pronunciations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    term: text("term").notNull(),
    sayAs: text("say_as").notNull(),
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pronunciations_user_idx").on(t.userId, t.createdAt),
    // One entry per term and language ("" standing for all languages) per seller.
    uniqueIndex("pronunciations_user_term_language_uq").on(t.userId, t.term, sql`coalesce(${t.language}, '')`),
  ],
);
