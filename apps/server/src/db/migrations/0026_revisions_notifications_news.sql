CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"title_it" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"text_it" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"link" text,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "upgraded_from_id" bigint;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "news_status_date_idx" ON "news" USING btree ("status","date");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_upgraded_from_id_agreements_id_fk" FOREIGN KEY ("upgraded_from_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_owner_unread_idx" ON "notifications" USING btree ("owner_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_owner_dedupe_key" ON "notifications" USING btree ("owner_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_template_idx" ON "notifications" USING btree ("template_id");--> statement-breakpoint
-- Versions already published or archived were public once: they count as published then.
UPDATE "templates" SET "published_at" = "updated_at" WHERE "status" IN ('public', 'archived');
