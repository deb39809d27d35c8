CREATE TABLE "calculator_wizard_calculators" (
	"wizard_id" bigint NOT NULL,
	"calculator_id" bigint NOT NULL,
	CONSTRAINT "calculator_wizard_calculators_wizard_id_calculator_id_pk" PRIMARY KEY("wizard_id","calculator_id")
);
--> statement-breakpoint
CREATE TABLE "calculator_wizards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calculator_wizards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"tree_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"title_it" text NOT NULL,
	"title_en" text NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question_it" text,
	"question_en" text,
	CONSTRAINT "calculator_wizards_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "calculator_wizard_calculators" ADD CONSTRAINT "calculator_wizard_calculators_wizard_id_calculator_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."calculator_wizards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_wizard_calculators" ADD CONSTRAINT "calculator_wizard_calculators_calculator_id_calculator_templates_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."calculator_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_wizards" ADD CONSTRAINT "calculator_wizards_parent_id_calculator_wizards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calculator_wizards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_wizard_calculators_calculator_idx" ON "calculator_wizard_calculators" USING btree ("calculator_id");--> statement-breakpoint
CREATE INDEX "calculator_wizards_tree_idx" ON "calculator_wizards" USING btree ("tree_id","level");--> statement-breakpoint
CREATE INDEX "calculator_wizards_path_idx" ON "calculator_wizards" USING btree ("path" text_pattern_ops);