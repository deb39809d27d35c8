CREATE TABLE "agreement_frozen_documents" (
	"agreement_id" bigint PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"previous_status" text NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signed_copies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_signed_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"signers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matches_frozen" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "signature_level_min" text DEFAULT 'fes' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_frozen_documents" ADD CONSTRAINT "agreement_frozen_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signed_copies" ADD CONSTRAINT "agreement_signed_copies_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signed_copies_agreement_idx" ON "agreement_signed_copies" USING btree ("agreement_id","id");--> statement-breakpoint
-- The seeded preliminary sale of real estate needs a qualified signature (artt. 1350 n. 1 and
-- 1351 c.c., CAD art. 21 c. 2-bis): its versions in a database seeded before this migration.
UPDATE "templates" SET "signature_level_min" = 'feq' WHERE "seed_key" = 'preliminare-compravendita';
