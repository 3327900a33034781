CREATE TABLE "audio_captions" (
	"audio_id" uuid PRIMARY KEY NOT NULL,
	"duration_ms" integer NOT NULL,
	"cues" jsonb NOT NULL,
	"timing" text DEFAULT 'engine' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_listens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audio_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_listens_progress_range" CHECK ("audio_listens"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "audio_publications" (
	"audio_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"public_id" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"completion_total" integer DEFAULT 0 NOT NULL,
	"first_published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unpublished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listen_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_captions" ADD CONSTRAINT "audio_captions_audio_id_generated_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."generated_audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_listens" ADD CONSTRAINT "audio_listens_audio_id_generated_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."generated_audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_publications" ADD CONSTRAINT "audio_publications_audio_id_generated_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."generated_audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_listens_listener_uq" ON "audio_listens" USING btree ("audio_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "audio_listens_address_idx" ON "audio_listens" USING btree ("audio_id","day","address_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "audio_publications_public_id_uq" ON "audio_publications" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "audio_publications_user_idx" ON "audio_publications" USING btree ("user_id");