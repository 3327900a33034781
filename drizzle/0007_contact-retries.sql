ALTER TABLE "contact_messages" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_due_idx" ON "contact_messages" USING btree ("next_attempt_at") WHERE delivered_at is null;--> statement-breakpoint
-- Messages stored before retries existed had their one attempt: try the undelivered ones again.
UPDATE "contact_messages" SET "delivery_attempts" = 1, "next_attempt_at" = now() WHERE "delivered_at" IS NULL;