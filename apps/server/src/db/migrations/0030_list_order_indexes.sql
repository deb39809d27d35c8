DROP INDEX "address_book_contacts_owner_title_idx";--> statement-breakpoint
DROP INDEX "agreements_owner_modified_idx";--> statement-breakpoint
DROP INDEX "notifications_owner_created_idx";--> statement-breakpoint
CREATE INDEX "address_book_contacts_owner_letter_title_idx" ON "address_book_contacts" USING btree ("owner_id","letter","title","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_modified_id_idx" ON "agreements" USING btree ("owner_id","date_last_modify","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_created_id_idx" ON "agreements" USING btree ("owner_id","date_create","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_title_id_idx" ON "agreements" USING btree ("owner_id","title","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_template_title_id_idx" ON "agreements" USING btree ("owner_id","template_title","id");--> statement-breakpoint
CREATE INDEX "agreements_owner_status_id_idx" ON "agreements" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "agreements_modified_id_idx" ON "agreements" USING btree ("date_last_modify","id");--> statement-breakpoint
CREATE INDEX "notifications_owner_created_id_idx" ON "notifications" USING btree ("owner_id","created_at","id");