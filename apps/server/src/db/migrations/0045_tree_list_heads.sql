-- The nodes and items of the trees as their lists write them, kept beside them (issue 49 §4): a
-- whole wizard typed every column of its 63 nodes and 56 items through `to_json` on every call,
-- two thirds of its time in PostgreSQL. An expand step: nullable columns, the triggers that keep
-- them whoever writes, and their values for the rows there are (trees of some hundreds of nodes,
-- catalogues of some thousands of templates: one statement each, not a long backfill).
ALTER TABLE "calculator_templates" ADD COLUMN "list_item_head" text;--> statement-breakpoint
ALTER TABLE "calculator_wizards" ADD COLUMN "is_leaf" boolean;--> statement-breakpoint
ALTER TABLE "calculator_wizards" ADD COLUMN "list_head_it" text;--> statement-breakpoint
ALTER TABLE "calculator_wizards" ADD COLUMN "list_head_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_leaf" boolean;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "list_head_it" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "list_head_en" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "list_item_head" text;--> statement-breakpoint
ALTER TABLE "wizards" ADD COLUMN "is_leaf" boolean;--> statement-breakpoint
ALTER TABLE "wizards" ADD COLUMN "list_head_it" text;--> statement-breakpoint
ALTER TABLE "wizards" ADD COLUMN "list_head_en" text;--> statement-breakpoint
-- A node's head in both languages, as `to_json` of the list's columns writes it without its
-- closing brace: the list appends the node's items. A wizard's trigger is passed 'question'
-- and its head adds the question; `is_leaf` is read from the tree as it is now.
CREATE OR REPLACE FUNCTION tree_node_list_heads() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  question_it text := '';
  question_en text := '';
BEGIN
  EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I AS child WHERE child.parent_id = $1)', TG_TABLE_NAME)
    INTO NEW.is_leaf USING NEW.id;
  IF TG_NARGS > 0 THEN
    question_it := ',"question":' || coalesce(to_json(to_jsonb(NEW) ->> 'question_it')::text, 'null');
    question_en := ',"question":' || coalesce(to_json(to_jsonb(NEW) ->> 'question_en')::text, 'null');
  END IF;
  SELECT left(to_json(head)::text, -1) || question_it INTO NEW.list_head_it
    FROM (SELECT NEW.id AS id, NEW.title_it AS title, NEW.parent_id AS parent, NEW.tree_id AS tree_id,
      NEW.level AS level, NEW."position" AS "position", NEW.status AS status, NEW.is_leaf AS is_leaf) AS head;
  SELECT left(to_json(head)::text, -1) || question_en INTO NEW.list_head_en
    FROM (SELECT NEW.id AS id, NEW.title_en AS title, NEW.parent_id AS parent, NEW.tree_id AS tree_id,
      NEW.level AS level, NEW."position" AS "position", NEW.status AS status, NEW.is_leaf AS is_leaf) AS head;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A node added, removed or moved: its parents, old and new, may have become a leaf or stopped
-- being one. Writing their head again (the trigger above) does not touch `parent_id`, so it does
-- not fire this one again.
CREATE OR REPLACE FUNCTION tree_parent_list_heads() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  parents bigint[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.parent_id IS NOT NULL THEN parents := parents || OLD.parent_id; END IF;
  IF TG_OP <> 'DELETE' AND NEW.parent_id IS NOT NULL THEN parents := parents || NEW.parent_id; END IF;
  IF TG_OP = 'UPDATE' AND OLD.parent_id IS NOT DISTINCT FROM NEW.parent_id THEN RETURN NULL; END IF;
  IF cardinality(parents) > 0 THEN
    EXECUTE format('UPDATE %I SET list_head_it = NULL WHERE id = ANY ($1)', TG_TABLE_NAME) USING parents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_list_heads BEFORE INSERT OR UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION tree_node_list_heads();
--> statement-breakpoint
CREATE TRIGGER categories_parent_list_heads AFTER INSERT OR DELETE OR UPDATE OF parent_id ON categories
  FOR EACH ROW EXECUTE FUNCTION tree_parent_list_heads();
--> statement-breakpoint
CREATE TRIGGER wizards_list_heads BEFORE INSERT OR UPDATE ON wizards
  FOR EACH ROW EXECUTE FUNCTION tree_node_list_heads('question');
--> statement-breakpoint
CREATE TRIGGER wizards_parent_list_heads AFTER INSERT OR DELETE OR UPDATE OF parent_id ON wizards
  FOR EACH ROW EXECUTE FUNCTION tree_parent_list_heads();
--> statement-breakpoint
CREATE TRIGGER calculator_wizards_list_heads BEFORE INSERT OR UPDATE ON calculator_wizards
  FOR EACH ROW EXECUTE FUNCTION tree_node_list_heads('question');
--> statement-breakpoint
CREATE TRIGGER calculator_wizards_parent_list_heads AFTER INSERT OR DELETE OR UPDATE OF parent_id ON calculator_wizards
  FOR EACH ROW EXECUTE FUNCTION tree_parent_list_heads();
--> statement-breakpoint
-- An item's head (a template version, a calculator), its lock appended by each viewer's list.
CREATE OR REPLACE FUNCTION tree_item_list_head() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT left(to_json(head)::text, -1) INTO NEW.list_item_head
    FROM (SELECT NEW.id AS id, NEW.title AS title, NEW.language AS language) AS head;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER templates_list_item_head BEFORE INSERT OR UPDATE OF title, language ON templates
  FOR EACH ROW EXECUTE FUNCTION tree_item_list_head();
--> statement-breakpoint
CREATE TRIGGER calculator_templates_list_item_head BEFORE INSERT OR UPDATE OF title, language ON calculator_templates
  FOR EACH ROW EXECUTE FUNCTION tree_item_list_head();
--> statement-breakpoint
UPDATE categories SET list_head_it = NULL;--> statement-breakpoint
UPDATE wizards SET list_head_it = NULL;--> statement-breakpoint
UPDATE calculator_wizards SET list_head_it = NULL;--> statement-breakpoint
UPDATE templates SET list_item_head = (SELECT left(to_json(head)::text, -1)
  FROM (SELECT templates.id AS id, templates.title AS title, templates.language AS language) AS head);--> statement-breakpoint
UPDATE calculator_templates SET list_item_head = (SELECT left(to_json(head)::text, -1)
  FROM (SELECT calculator_templates.id AS id, calculator_templates.title AS title, calculator_templates.language AS language) AS head);
