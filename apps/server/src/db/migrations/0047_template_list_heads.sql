-- The templates as the customers' catalogue and the editors' list write them, kept beside them
-- (issue 49 §4): each page looked up every row's category and typed its columns through
-- `to_json` on every call, a third of its time in PostgreSQL. An expand step: nullable columns,
-- the triggers that keep them whoever writes (a template, its filing, a category's title), and
-- their values for the templates there are (some thousands: one statement, not a long backfill).
ALTER TABLE "templates" ADD COLUMN "catalogue_head_it" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "catalogue_head_en" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "editor_head_it" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "editor_head_en" text;--> statement-breakpoint
-- Each head as `to_json` of the list's columns writes it, without its closing brace: the lists
-- append what changes per caller or per call (the lock; the contracts' count and the time).
CREATE OR REPLACE FUNCTION template_list_heads() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  shown_it text;
  shown_en text;
  filed_it text;
  filed_en text;
BEGIN
  -- FOR SHARE: a category being retitled by a transaction not yet committed is waited for and
  -- read as it commits. Read from a snapshot, its old title would be kept for good, as its
  -- trigger (below) does not see this template under it yet.
  SELECT c.title_it, c.title_en INTO shown_it, shown_en FROM categories c WHERE c.id = NEW.shown_category_id
    FOR SHARE;
  SELECT c.title_it, c.title_en INTO filed_it, filed_en FROM categories c WHERE c.id = NEW.filed_category_id
    FOR SHARE;
  SELECT left(to_json(head)::text, -1) INTO NEW.catalogue_head_it
    FROM (SELECT NEW.id AS id, NEW.title AS title, NEW.language AS language, NEW.module AS module,
      shown_it AS category_title) AS head;
  SELECT left(to_json(head)::text, -1) INTO NEW.catalogue_head_en
    FROM (SELECT NEW.id AS id, NEW.title AS title, NEW.language AS language, NEW.module AS module,
      shown_en AS category_title) AS head;
  SELECT left(to_json(head)::text, -1) INTO NEW.editor_head_it
    FROM (SELECT NEW.id AS id, coalesce(NEW.family_id, NEW.id) AS family_id, NEW.version AS version,
      NEW.title AS title, NEW.language AS language, NEW.module AS module, NEW.status AS status,
      filed_it AS category_title) AS head;
  SELECT left(to_json(head)::text, -1) INTO NEW.editor_head_en
    FROM (SELECT NEW.id AS id, coalesce(NEW.family_id, NEW.id) AS family_id, NEW.version AS version,
      NEW.title AS title, NEW.language AS language, NEW.module AS module, NEW.status AS status,
      filed_en AS category_title) AS head;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The heads among the columns: setting one (to anything) writes them all again.
CREATE TRIGGER templates_list_heads
  BEFORE INSERT OR UPDATE OF family_id, version, title, language, module, status, shown_category_id,
    filed_category_id, catalogue_head_it, catalogue_head_en, editor_head_it, editor_head_en ON templates
  FOR EACH ROW EXECUTE FUNCTION template_list_heads();
--> statement-breakpoint
-- A category retitled: the templates it is shown or filed under are written again. (Moved,
-- switched on or off, removed: their filing changes, and with it their heads.)
CREATE OR REPLACE FUNCTION categories_template_heads() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE templates SET catalogue_head_it = NULL
   WHERE shown_category_id = NEW.id OR filed_category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_template_heads
  AFTER UPDATE OF title_it, title_en ON categories
  FOR EACH ROW
  WHEN (OLD.title_it IS DISTINCT FROM NEW.title_it OR OLD.title_en IS DISTINCT FROM NEW.title_en)
  EXECUTE FUNCTION categories_template_heads();
--> statement-breakpoint
UPDATE templates SET catalogue_head_it = NULL;
