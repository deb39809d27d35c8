ALTER TABLE "companies" ADD COLUMN "legal_form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cap" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pec" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sdi_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "plan" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing licences: the plan their modules make.
UPDATE "licences" SET "plan" = CASE
  WHEN "modules" @> ARRAY['civil_commercial', 'work']::text[] THEN 'complete'
  WHEN "modules" = ARRAY['work']::text[] THEN 'work'
  ELSE 'civil_commercial' END;--> statement-breakpoint
-- Existing firms had one person each: the first member administers the firm.
UPDATE "company_members" AS m SET "role" = 'administrator'
  WHERE m."user_id" = (SELECT min(x."user_id") FROM "company_members" AS x WHERE x."company_id" = m."company_id");
