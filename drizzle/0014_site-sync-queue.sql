ALTER TABLE "site_products" ADD COLUMN "queued_sync_id" uuid;--> statement-breakpoint
ALTER TABLE "site_products" ADD COLUMN "checked_sync_id" uuid;--> statement-breakpoint
CREATE INDEX "site_products_site_seen_idx" ON "site_products" USING btree ("site_id","last_seen_sync_id");