CREATE TABLE "script_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"product_link" text,
	"specifications" text,
	"description" text,
	"script" text NOT NULL,
	"writer" text NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "script_drafts_user_created_idx" ON "script_drafts" USING btree ("user_id","created_at");