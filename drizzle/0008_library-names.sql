ALTER TABLE "generated_audios" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "generated_audios" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "script_drafts" ADD COLUMN "product_name" text;--> statement-breakpoint
UPDATE "generated_audios" SET "updated_at" = "created_at";
