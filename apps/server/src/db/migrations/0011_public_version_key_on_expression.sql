DROP INDEX "templates_family_public_key";--> statement-breakpoint
CREATE UNIQUE INDEX "templates_family_public_key" ON "templates" USING btree ((case when "status" = 'public' then "family_id" end));