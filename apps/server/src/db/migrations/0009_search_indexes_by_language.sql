DROP INDEX "templates_status_idx";--> statement-breakpoint
DROP INDEX "templates_search_idx";--> statement-breakpoint
CREATE INDEX "templates_title_idx" ON "templates" USING btree ("title");--> statement-breakpoint
CREATE INDEX "templates_search_en_idx" ON "templates" USING gin ("search_vector") WHERE "templates"."language" = 'en';--> statement-breakpoint
CREATE INDEX "templates_search_other_idx" ON "templates" USING gin ("search_vector") WHERE "templates"."language" <> 'en';