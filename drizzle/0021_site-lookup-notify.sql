-- Issue 23, decision 109: every change that can alter an answer of the public site lookup is
-- announced on the channel site_lookup (payload: the site id, or * for every site), so each web
-- process's cache of lookup answers drops what changed, whichever process committed it.
-- Notifications are sent at commit and folded per transaction (same payload once).
CREATE OR REPLACE FUNCTION notify_site_lookup_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('site_lookup', OLD.site_id::text);
  ELSE
    PERFORM pg_notify('site_lookup', NEW.site_id::text);
    IF TG_OP = 'UPDATE' AND OLD.site_id IS DISTINCT FROM NEW.site_id THEN
      PERFORM pg_notify('site_lookup', OLD.site_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_site_lookup_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_lookup', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_site_lookup_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_lookup', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER site_products_lookup_changed
  AFTER UPDATE OF site_id, url, sku, gtin, product_id, status, audio_id, audio_stale ON site_products
  FOR EACH ROW
  WHEN (
    OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.url IS DISTINCT FROM NEW.url
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.gtin IS DISTINCT FROM NEW.gtin
    OR OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.audio_id IS DISTINCT FROM NEW.audio_id OR OLD.audio_stale IS DISTINCT FROM NEW.audio_stale
  )
  EXECUTE FUNCTION notify_site_lookup_row();
--> statement-breakpoint
CREATE TRIGGER site_products_lookup_added_or_removed
  AFTER INSERT OR DELETE ON site_products
  FOR EACH ROW EXECUTE FUNCTION notify_site_lookup_row();
--> statement-breakpoint
CREATE TRIGGER sites_lookup_changed
  AFTER UPDATE OF verified_at, player_selector, policy_stale ON sites
  FOR EACH ROW
  WHEN (
    OLD.verified_at IS DISTINCT FROM NEW.verified_at OR OLD.player_selector IS DISTINCT FROM NEW.player_selector
    OR OLD.policy_stale IS DISTINCT FROM NEW.policy_stale
  )
  EXECUTE FUNCTION notify_site_lookup_site();
--> statement-breakpoint
CREATE TRIGGER sites_lookup_removed
  AFTER DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION notify_site_lookup_site();
--> statement-breakpoint
-- Not on every update: plays and completion counters update these rows on every listen.
CREATE TRIGGER audio_publications_lookup_changed
  AFTER UPDATE OF audio_id, public_id, published ON audio_publications
  FOR EACH ROW
  WHEN (
    OLD.audio_id IS DISTINCT FROM NEW.audio_id OR OLD.public_id IS DISTINCT FROM NEW.public_id
    OR OLD.published IS DISTINCT FROM NEW.published
  )
  EXECUTE FUNCTION notify_site_lookup_all();
--> statement-breakpoint
CREATE TRIGGER audio_publications_lookup_added_or_removed
  AFTER INSERT OR DELETE ON audio_publications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_lookup_all();
--> statement-breakpoint
CREATE TRIGGER generated_audios_lookup_changed
  AFTER UPDATE OF title, public_title, product_name OR DELETE ON generated_audios
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_lookup_all();
