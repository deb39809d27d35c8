CREATE TABLE "calculator_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calculator_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"calculator_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" bigint
);
--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "published" jsonb;--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calculator_versions" ADD CONSTRAINT "calculator_versions_calculator_id_calculator_templates_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculator_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calculator_versions_calculator_version_key" ON "calculator_versions" USING btree ("calculator_id","version");--> statement-breakpoint
-- Calculators public before versions existed: what customers run now is their version 1.
UPDATE "calculator_templates" SET "version" = 1, "published_at" = "updated_at",
  "published" = jsonb_build_object('inputs', "inputs", 'steps', "steps", 'outputs', "outputs", 'prospetto', "prospetto")
  WHERE "status" = 'public';--> statement-breakpoint
INSERT INTO "calculator_versions" ("calculator_id", "version", "definition", "published_at")
  SELECT "id", 1, "published", "published_at" FROM "calculator_templates" WHERE "version" = 1;
