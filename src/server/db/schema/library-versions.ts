import { bigint, pgSequence, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Where library versions come from: a version is never given twice, so a workspace whose row is
 * deleted and made again can never show a version a process kept an older list under.
 */
export const libraryVersionSequence = pgSequence("library_version_seq");

/**
 * The version of each workspace's library (its generated_audios and what the list shows of their
 * audio_publications), moved by triggers in the same transaction as every change to those rows
 * (drizzle/0025_library-versions.sql, decision 142). Processes keep a built list per workspace
 * under the version they read before building it, and resend it while the version is unchanged.
 * No row: the workspace has had no audio since the migration; its list is then read in full.
 */
export const libraryVersions = pgTable("library_versions", {
  /** The acting workspace's id, as in generated_audios.user_id. */
  workspaceId: text("workspace_id").primaryKey(),
  /** From library_version_seq: compared for equality only (not ordered by commit). */
  version: bigint("version", { mode: "bigint" }).notNull(),
});
