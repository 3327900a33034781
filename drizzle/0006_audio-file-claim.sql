ALTER TABLE "generation_requests" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_requests_storage_key_uq" ON "generation_requests" USING btree ("storage_key");