import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces";
import { WORKSPACE_ROLES } from "../../../shared/workspaces/workspace-roles";

/**
 * A seller's API key (issue 17). The key itself is shown once and never stored: `lookup` is
 * its public middle part (to find the row without scanning), `hash` the SHA-256 of the whole
 * key, compared in constant time. A revoked key keeps its row (the list shows it was revoked).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The workspace role the key acts with (issue 27): member unless chosen at creation. */
    role: text("role", { enum: WORKSPACE_ROLES }).notNull().default("member"),
    /** `st_live_` or `st_test_` plus the first characters, shown in the list to recognise a key. */
    displayPrefix: text("display_prefix").notNull(),
    lookup: text("lookup").notNull(),
    hash: text("hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * `/api/v1/audios` refuses a script with unresolved claims unless the request says otherwise
     * (issue 24, decision 072). Written true for every key created from now on; null on the keys
     * made before (they keep voicing as they did), so the column has no default to backfill.
     */
    requireSupported: boolean("require_supported"),
  },
  (t) => [uniqueIndex("api_keys_lookup_uq").on(t.lookup), index("api_keys_user_idx").on(t.userId)],
);

/** A seller's webhook endpoint: where events are POSTed, which ones, and the signing secret. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/**
 * One event for one endpoint. `payload` is the exact JSON body sent (signed as sent), so a
 * retry or a resend carries the same event id and bytes. Each attempt is a run of the
 * deliver-webhook job.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    // An endpoint's waiting deliveries, counted against its cap on every event and resend (issue 26).
    index("webhook_deliveries_pending_idx")
      .on(t.endpointId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
