-- The category each template's lists show (issue 49 §4), kept beside the template: the deepest
-- active one for the customers, the deepest of any status for the editors. An expand step: two
-- nullable columns, the triggers that keep them, and their values for the templates there are
-- (one statement over a table of some thousands of rows, not a long backfill).
ALTER TABLE "templates" ADD COLUMN "shown_category_id" bigint;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "filed_category_id" bigint;--> statement-breakpoint
CREATE OR REPLACE FUNCTION template_filing_refresh(for_template bigint) RETURNS void
  LANGUAGE sql AS $$
  UPDATE templates SET shown_category_id = fresh.shown, filed_category_id = fresh.filed
    FROM (SELECT
      (SELECT c.id FROM template_categories tc JOIN categories c ON c.id = tc.category_id
        WHERE tc.template_id = for_template AND c.status = 1
        ORDER BY c.level DESC, c.position, c.id LIMIT 1) AS shown,
      (SELECT c.id FROM template_categories tc JOIN categories c ON c.id = tc.category_id
        WHERE tc.template_id = for_template
        ORDER BY c.level DESC, c.position, c.id LIMIT 1) AS filed) AS fresh
   WHERE templates.id = for_template
     AND (templates.shown_category_id, templates.filed_category_id) IS DISTINCT FROM (fresh.shown, fresh.filed)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION template_categories_filing() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM template_filing_refresh(OLD.template_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.template_id <> OLD.template_id) THEN
    PERFORM template_filing_refresh(NEW.template_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER template_categories_filing
  AFTER INSERT OR UPDATE OR DELETE ON template_categories
  FOR EACH ROW EXECUTE FUNCTION template_categories_filing();
--> statement-breakpoint
-- A category moved, reordered, switched on or off: its templates may be filed elsewhere now.
CREATE OR REPLACE FUNCTION categories_filing() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM template_filing_refresh(tc.template_id) FROM template_categories tc WHERE tc.category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_filing
  AFTER UPDATE OF level, position, status ON categories
  FOR EACH ROW
  WHEN (OLD.level IS DISTINCT FROM NEW.level OR OLD.position IS DISTINCT FROM NEW.position
    OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION categories_filing();
--> statement-breakpoint
SELECT template_filing_refresh(id) FROM templates;
