CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_by" bigint
);
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD CONSTRAINT "catalogue_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Moves the catalogue's version on when a change to what the template lists show commits
-- (catalogue-page-cache.ts): once per transaction, however many rows it changed. Deferred to the
-- commit, so the version and the change become visible together, and the row is locked last: a
-- transaction holding it waits for nothing more, so two editors' changes cannot deadlock on it.
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_by = txid_current()
    WHERE id = 1 AND changed_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_templates AFTER INSERT OR UPDATE OR DELETE ON "templates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_template_categories AFTER INSERT OR UPDATE OR DELETE ON "template_categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_categories AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_synonyms AFTER INSERT OR UPDATE OR DELETE ON "synonyms"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
