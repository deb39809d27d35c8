CREATE TABLE "bulk_job_rows" (
	"job_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"email" text,
	"values" jsonb NOT NULL,
	"parties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"party_snapshots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agreement_id" bigint,
	"error" text,
	"mailed_at" timestamp with time zone,
	"pdf" "bytea",
	"docx" "bytea"
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"template_title" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"headers" jsonb NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"zip" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_job_rows_pk" ON "bulk_job_rows" USING btree ("job_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_job_rows_agreement_idx" ON "bulk_job_rows" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "bulk_jobs_owner_idx" ON "bulk_jobs" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_idempotency_idx" ON "bulk_jobs" USING btree ("owner_id","idempotency_key") WHERE "bulk_jobs"."idempotency_key" is not null;