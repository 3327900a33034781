ALTER TABLE "script_drafts" ADD COLUMN "claim_sources" jsonb;--> statement-breakpoint
ALTER TABLE "script_drafts" ADD COLUMN "claim_confirmations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "require_supported" boolean;