import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { generatedAudios } from "./audios";

/** One caption cue: a sentence of the script and its time in the MP3, in seconds. */
export type CaptionCue = { start: number; end: number; text: string };

/**
 * An audio's captions and length, written with the audio at generation time. `timing` says
 * where the cue times come from: "engine" (the speech engine's own sentence timing) or
 * "estimated" (an audio made before captions existed, spread over its measured length).
 */
export const audioCaptions = pgTable("audio_captions", {
  audioId: uuid("audio_id")
    .primaryKey()
    .references(() => generatedAudios.id, { onDelete: "cascade" }),
  durationMs: integer("duration_ms").notNull(),
  cues: jsonb("cues").$type<CaptionCue[]>().notNull(),
  timing: text("timing", { enum: ["engine", "estimated"] })
    .notNull()
    .default("engine"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A published (or once published) audio. The public id is random (144 bits) and unrelated to
 * the audio's id; unpublishing keeps the row, its figures and its public id, so publishing
 * again brings the same links back. Deleting the audio deletes all of it.
 * `plays` and `completion_total` (the sum of each counted listen's furthest point, in percent)
 * are kept here so the library list reads them with the audio.
 */
export const audioPublications = pgTable(
  "audio_publications",
  {
    audioId: uuid("audio_id")
      .primaryKey()
      .references(() => generatedAudios.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    publicId: text("public_id").notNull(),
    published: boolean("published").notNull().default(true),
    plays: integer("plays").notNull().default(0),
    completionTotal: integer("completion_total").notNull().default(0),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    unpublishedAt: timestamp("unpublished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("audio_publications_public_id_uq").on(t.publicId),
    index("audio_publications_user_idx").on(t.userId),
  ],
);

/**
 * One counted listen: a listener (a daily salted hash of address and browser) playing a
 * published audio on a UTC day, with the furthest point reached in percent. Unique per
 * (audio, day, listener), so replays do not count twice; `address_hash` bounds how many
 * listeners one address may add per audio and day (plays.service.ts).
 */
export const audioListens = pgTable(
  "audio_listens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    audioId: uuid("audio_id")
      .notNull()
      .references(() => generatedAudios.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    addressHash: text("address_hash").notNull(),
    progress: smallint("progress").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("audio_listens_listener_uq").on(t.audioId, t.day, t.visitorHash),
    index("audio_listens_address_idx").on(t.audioId, t.day, t.addressHash),
    check("audio_listens_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * The secret that listener hashes are made with, one per UTC day. Deleted after the next
 * day, so no stored hash can be traced back to an address afterwards, not even by us.
 */
export const listenSalts = pgTable("listen_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
