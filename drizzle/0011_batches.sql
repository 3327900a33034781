CREATE TABLE "batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_link" text,
	"specifications" text,
	"language" text NOT NULL,
	"voice" text NOT NULL,
	"temperature" real NOT NULL,
	"title" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"error_code" text,
	"script" text,
	"draft_id" uuid,
	"audio_id" uuid,
	"generation" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generated_audios" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_items_batch_position_uq" ON "batch_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "batch_items_batch_status_idx" ON "batch_items" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "batches_user_created_idx" ON "batches" USING btree ("user_id","created_at");