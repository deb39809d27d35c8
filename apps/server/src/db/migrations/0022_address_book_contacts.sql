CREATE TABLE "address_book_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"typology" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"letter" text NOT NULL,
	"fiscal_code" text,
	"vat_number" text,
	"date_create" timestamp with time zone DEFAULT now() NOT NULL,
	"date_last_modify" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_contacts_owner_title_idx" ON "address_book_contacts" USING btree ("owner_id","title");--> statement-breakpoint
CREATE INDEX "address_book_contacts_owner_fiscal_idx" ON "address_book_contacts" USING btree ("owner_id","fiscal_code");--> statement-breakpoint
CREATE INDEX "address_book_contacts_owner_vat_idx" ON "address_book_contacts" USING btree ("owner_id","vat_number");