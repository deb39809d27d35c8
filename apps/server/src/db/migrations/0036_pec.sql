CREATE TABLE "pec_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pec_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"settings_id" bigint NOT NULL,
	"message_id" text NOT NULL,
	"subject" text NOT NULL,
	"from_address" text NOT NULL,
	"attachment_name" text NOT NULL,
	"raw" "bytea" NOT NULL,
	"status" text DEFAULT 'in_coda' NOT NULL,
	"error_key" text,
	"error_detail" text,
	"attempt_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"all_delivered_notified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pec_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "pec_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pec_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"settings_id" bigint NOT NULL,
	"pec_message_id" bigint,
	"type" text,
	"valid" boolean DEFAULT false NOT NULL,
	"problem" text,
	"received_at" timestamp with time zone NOT NULL,
	"provider_message_id" text,
	"reference_message_id" text,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivered_to" text,
	"error_reason" text,
	"raw" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pec_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pec_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pec_message_id" bigint NOT NULL,
	"address" text NOT NULL,
	"state" text DEFAULT 'inviata' NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pec_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pec_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint,
	"address" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_security" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_security" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"password_key_version" integer DEFAULT 1 NOT NULL,
	"verified_at" timestamp with time zone,
	"imap_uidvalidity" text,
	"imap_last_uid" bigint DEFAULT 0 NOT NULL,
	"poll_failures" integer DEFAULT 0 NOT NULL,
	"poll_error" text,
	"polled_at" timestamp with time zone,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pec_settings_one_owner" CHECK (("pec_settings"."company_id" is null) <> ("pec_settings"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "pec_messages" ADD CONSTRAINT "pec_messages_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_messages" ADD CONSTRAINT "pec_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_messages" ADD CONSTRAINT "pec_messages_settings_id_pec_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."pec_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_receipts" ADD CONSTRAINT "pec_receipts_settings_id_pec_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."pec_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_receipts" ADD CONSTRAINT "pec_receipts_pec_message_id_pec_messages_id_fk" FOREIGN KEY ("pec_message_id") REFERENCES "public"."pec_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_recipients" ADD CONSTRAINT "pec_recipients_pec_message_id_pec_messages_id_fk" FOREIGN KEY ("pec_message_id") REFERENCES "public"."pec_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_settings" ADD CONSTRAINT "pec_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_settings" ADD CONSTRAINT "pec_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pec_settings" ADD CONSTRAINT "pec_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pec_messages_agreement_idx" ON "pec_messages" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE INDEX "pec_messages_settings_idx" ON "pec_messages" USING btree ("settings_id");--> statement-breakpoint
CREATE INDEX "pec_messages_sender_idx" ON "pec_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pec_receipts_settings_sha256_key" ON "pec_receipts" USING btree ("settings_id","sha256");--> statement-breakpoint
CREATE INDEX "pec_receipts_message_idx" ON "pec_receipts" USING btree ("pec_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pec_recipients_message_address_key" ON "pec_recipients" USING btree ("pec_message_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "pec_settings_company_key" ON "pec_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pec_settings_user_key" ON "pec_settings" USING btree ("user_id");