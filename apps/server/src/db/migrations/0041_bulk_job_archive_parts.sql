CREATE TABLE "bulk_job_archive_parts" (
	"job_id" bigint NOT NULL,
	"archive" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "archive" text;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "archive_bytes" integer;--> statement-breakpoint
ALTER TABLE "bulk_job_archive_parts" ADD CONSTRAINT "bulk_job_archive_parts_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_job_archive_parts_pk" ON "bulk_job_archive_parts" USING btree ("job_id","archive","part");