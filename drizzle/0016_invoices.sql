CREATE TABLE "billing_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"vat_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" integer PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"vat_id" text,
	"pack_id" text NOT NULL,
	"pack_name" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_invoice_url" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_checkout_session_uq" ON "invoices" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");