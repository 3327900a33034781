import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters (contact form, generator…), one row per key such as
 * `contact:{ip}`. Kept in the database, not in memory, so a limit holds across
 * every process behind the load balancer. See src/server/http/rate-limit.ts.
 */
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
