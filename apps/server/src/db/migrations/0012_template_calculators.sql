CREATE TABLE "template_calculators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_calculators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"calculator_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calculator_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calculator_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"language" text NOT NULL,
	"module" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_calculators" ADD CONSTRAINT "template_calculators_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_calculators" ADD CONSTRAINT "template_calculators_calculator_id_calculator_templates_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculator_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_calculators_pair_key" ON "template_calculators" USING btree ("template_id","calculator_id");--> statement-breakpoint
CREATE INDEX "template_calculators_calculator_idx" ON "template_calculators" USING btree ("calculator_id");--> statement-breakpoint
CREATE INDEX "calculator_templates_title_idx" ON "calculator_templates" USING btree ("title");