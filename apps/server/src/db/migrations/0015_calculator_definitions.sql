ALTER TABLE "calculator_templates" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "inputs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_templates" ADD COLUMN "outputs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calculator_templates_code_key" ON "calculator_templates" USING btree ("code");