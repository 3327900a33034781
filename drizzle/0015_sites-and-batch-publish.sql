CREATE TABLE "site_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"sku" text,
	"gtin" text,
	"product_id" text,
	"name" text,
	"status" text DEFAULT 'new' NOT NULL,
	"audio_id" uuid,
	"audio_stale" boolean DEFAULT false NOT NULL,
	"spoken_facts" jsonb,
	"spoken_fingerprint" text,
	"page_fingerprint" text,
	"etag" text,
	"last_modified" text,
	"last_error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"last_seen_sync_id" uuid,
	"queued_sync_id" uuid,
	"checked_sync_id" uuid,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"old_script" text,
	"new_script" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spoken_facts" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"draft_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"new" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"origin" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"source_url" text,
	"language" text DEFAULT 'en' NOT NULL,
	"voice" text DEFAULT 'alloy' NOT NULL,
	"length" text DEFAULT 'standard' NOT NULL,
	"tone" text DEFAULT 'friendly' NOT NULL,
	"evergreen" boolean DEFAULT false NOT NULL,
	"policy_new" text DEFAULT 'auto' NOT NULL,
	"policy_changed" text DEFAULT 'auto' NOT NULL,
	"policy_removed" text DEFAULT 'unpublish' NOT NULL,
	"policy_stale" text DEFAULT 'withhold' NOT NULL,
	"sync_interval_hours" integer DEFAULT 24 NOT NULL,
	"player_selector" text,
	"last_sync_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_product_id_site_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."site_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_syncs" ADD CONSTRAINT "site_syncs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_products_site_url_uq" ON "site_products" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "site_products_site_sku_idx" ON "site_products" USING btree ("site_id","sku");--> statement-breakpoint
CREATE INDEX "site_products_site_gtin_idx" ON "site_products" USING btree ("site_id","gtin");--> statement-breakpoint
CREATE INDEX "site_products_site_product_id_idx" ON "site_products" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "site_products_audio_idx" ON "site_products" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "site_products_site_seen_idx" ON "site_products" USING btree ("site_id","last_seen_sync_id");--> statement-breakpoint
CREATE INDEX "site_reviews_site_status_idx" ON "site_reviews" USING btree ("site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "site_reviews_pending_product_uq" ON "site_reviews" USING btree ("product_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "site_syncs_site_started_idx" ON "site_syncs" USING btree ("site_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_user_origin_uq" ON "sites" USING btree ("user_id","origin");--> statement-breakpoint
CREATE INDEX "sites_due_idx" ON "sites" USING btree ("next_sync_at") WHERE verified_at is not null;