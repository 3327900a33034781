CREATE TABLE "embed_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_audios" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "length" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "tone" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
CREATE INDEX "embed_logos_user_idx" ON "embed_logos" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "generated_audios" ADD CONSTRAINT "generated_audios_logo_id_embed_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."embed_logos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_id_embed_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."embed_logos"("id") ON DELETE set null ON UPDATE no action;