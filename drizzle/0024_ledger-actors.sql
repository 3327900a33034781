ALTER TABLE "generation_requests" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "generation_requests" ADD COLUMN "actor_api_key_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "actor_api_key_id" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "started_by_user_id" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "started_by_api_key_id" text;--> statement-breakpoint
ALTER TABLE "site_syncs" ADD COLUMN "started_by_user_id" text;--> statement-breakpoint
ALTER TABLE "site_syncs" ADD COLUMN "started_by_api_key_id" text;--> statement-breakpoint
-- Hand-written (decision 120): the actor of older rows, where it can be derived. A personal
-- workspace has one person (its id is theirs), so its requests, batches, manual syncs, checkouts
-- and their ledger rows were theirs. A shared workspace's older rows stay null ("ShelfTalk").
UPDATE "generation_requests" SET "actor_user_id" = "generation_requests"."user_id" FROM "workspaces" WHERE "workspaces"."id" = "generation_requests"."user_id" AND "workspaces"."personal" AND EXISTS (SELECT 1 FROM "auth_users" WHERE "auth_users"."id" = "generation_requests"."user_id");--> statement-breakpoint
UPDATE "batches" SET "started_by_user_id" = "batches"."user_id" FROM "workspaces" WHERE "workspaces"."id" = "batches"."user_id" AND "workspaces"."personal" AND EXISTS (SELECT 1 FROM "auth_users" WHERE "auth_users"."id" = "batches"."user_id");--> statement-breakpoint
UPDATE "site_syncs" SET "started_by_user_id" = "site_syncs"."user_id" FROM "workspaces" WHERE "site_syncs"."trigger" = 'manual' AND "workspaces"."id" = "site_syncs"."user_id" AND "workspaces"."personal" AND EXISTS (SELECT 1 FROM "auth_users" WHERE "auth_users"."id" = "site_syncs"."user_id");--> statement-breakpoint
UPDATE "checkout_sessions" SET "actor_user_id" = "checkout_sessions"."user_id" FROM "workspaces" WHERE "workspaces"."id" = "checkout_sessions"."user_id" AND "workspaces"."personal" AND EXISTS (SELECT 1 FROM "auth_users" WHERE "auth_users"."id" = "checkout_sessions"."user_id");--> statement-breakpoint
-- Spends and purchases take their request's or checkout's actor; a refund too, unless the stale
-- sweep made it (the system: its request carries the sweep's message).
UPDATE "credit_ledger" SET "actor_user_id" = "generation_requests"."actor_user_id" FROM "generation_requests" WHERE "credit_ledger"."reason" = 'generation' AND "credit_ledger"."reference" = 'generation:' || "generation_requests"."id";--> statement-breakpoint
UPDATE "credit_ledger" SET "actor_user_id" = "generation_requests"."actor_user_id" FROM "generation_requests" WHERE "credit_ledger"."reason" = 'refund' AND "credit_ledger"."reference" = 'refund:' || "generation_requests"."id" AND "generation_requests"."error_message" IS DISTINCT FROM 'The server restarted during generation.';--> statement-breakpoint
UPDATE "credit_ledger" SET "actor_user_id" = "checkout_sessions"."actor_user_id" FROM "checkout_sessions" WHERE "credit_ledger"."reason" = 'purchase' AND "credit_ledger"."reference" = 'checkout:' || "checkout_sessions"."id";
