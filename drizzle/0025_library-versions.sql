CREATE SEQUENCE "public"."library_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "library_versions" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Issue 26, decision 142: every change to a workspace's generated_audios or audio_publications
-- rows gives its library_versions row a new version from library_version_seq, in the same
-- transaction. Processes resend the list they built under the version they read before building
-- it while the version is unchanged, so a change on any process (or by hand in SQL) shows at once.
-- One new version per workspace per transaction is enough: readers see the version and the rows
-- together once the transaction commits. The transaction-local setting remembers the last
-- workspace bumped, so a bulk change moves it once, not once per row.
CREATE OR REPLACE FUNCTION bump_library_version(workspace text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shelftalk.library_version_bumped', true) IS NOT DISTINCT FROM workspace THEN
    RETURN;
  END IF;
  INSERT INTO library_versions (workspace_id, version) VALUES (workspace, nextval('library_version_seq'))
    ON CONFLICT (workspace_id) DO UPDATE SET version = excluded.version;
  PERFORM set_config('shelftalk.library_version_bumped', workspace, true);
END $$;
--> statement-breakpoint
-- Both tables name the workspace in user_id (a publication's is its audio's), so a publication
-- deleted by its audio's cascade needs no lookup of the audio.
CREATE OR REPLACE FUNCTION library_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_library_version(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM bump_library_version(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row trigger: every version moves (tests and repairs only).
CREATE OR REPLACE FUNCTION library_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE library_versions SET version = nextval('library_version_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the version row is locked only while the transaction commits, so
-- concurrent plays of one workspace's audios wait for each other only that long, and a
-- transaction never holds it while it waits for other locks.
CREATE CONSTRAINT TRIGGER generated_audios_library_added_or_removed
  AFTER INSERT OR DELETE ON generated_audios DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION library_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER generated_audios_library_changed
  AFTER UPDATE ON generated_audios DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION library_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audio_publications_library_added_or_removed
  AFTER INSERT OR DELETE ON audio_publications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION library_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audio_publications_library_changed
  AFTER UPDATE ON audio_publications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION library_row_changed();
--> statement-breakpoint
-- Each process keeps an audio's JSON under its entry (id, created_at, updated_at, publication
-- state); a new version makes it read the entries again, not every audio. So any change to an
-- audio row moves its updated_at, also one made by hand in SQL that leaves it as it was.
CREATE OR REPLACE FUNCTION generated_audio_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER generated_audios_touch_updated_at
  BEFORE UPDATE ON generated_audios
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION generated_audio_touched();
--> statement-breakpoint
CREATE TRIGGER generated_audios_library_truncated
  AFTER TRUNCATE ON generated_audios FOR EACH STATEMENT EXECUTE FUNCTION library_truncated();
--> statement-breakpoint
CREATE TRIGGER audio_publications_library_truncated
  AFTER TRUNCATE ON audio_publications FOR EACH STATEMENT EXECUTE FUNCTION library_truncated();
--> statement-breakpoint
-- Libraries that already have audios start with a version (a workspace without one is read in full).
INSERT INTO library_versions (workspace_id, version)
  SELECT workspace_id, nextval('library_version_seq')
  FROM (SELECT user_id FROM generated_audios UNION SELECT user_id FROM audio_publications) AS w (workspace_id);
