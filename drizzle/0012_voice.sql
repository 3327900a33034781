CREATE TABLE "pronunciations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"term" text NOT NULL,
	"say_as" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script_drafts" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "script_drafts" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "script_drafts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "pronunciations" ADD CONSTRAINT "pronunciations_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciations_user_idx" ON "pronunciations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pronunciations_user_term_language_uq" ON "pronunciations" USING btree ("user_id","term",coalesce("language", ''));