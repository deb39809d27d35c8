-- Each wizard leaf's items (its public templates or calculators, by title) as the wizard's lists
-- write them, kept beside the node (issue 49 §4): a whole wizard joined its 56 links to their
-- items, sorted and grouped them on every call, half of its statement. The caller's lock is the
-- one part that depends on who asks: each item is kept with its module where the lock goes
-- (`"locked":@work}`), and the list writes every module's lock in its place (tree-json.ts,
-- keptItems). Inside a JSON string a quote is written `\"`, so no title can hold that text.
-- An expand step: a nullable column, the triggers that keep it whoever writes (a link, an item's
-- title, language, status or module), and its values for the nodes there are (trees of some
-- hundreds of nodes: one statement each, not a long backfill).
ALTER TABLE "wizards" ADD COLUMN "list_items" text;--> statement-breakpoint
ALTER TABLE "calculator_wizards" ADD COLUMN "list_items" text;--> statement-breakpoint
-- Writes the items of `nodes` again. The nodes are locked first and their items read by a
-- statement of its own: under READ COMMITTED it sees what a writer of the same node committed
-- while this one waited, so two editors linking items to one leaf at once both stay listed.
CREATE OR REPLACE FUNCTION tree_node_list_items(tree text, link text, node text, item text, items text, nodes bigint[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT 1 FROM %I WHERE id = ANY ($1) ORDER BY id FOR UPDATE', tree) USING nodes;
  EXECUTE format(
    'UPDATE %1$I AS n SET list_items = coalesce((SELECT ''['' || string_agg(i.list_item_head || '',"locked":@'' || i.module || ''}'', '','' ORDER BY i.title, i.id) || '']''
       FROM %2$I AS l JOIN %5$I AS i ON i.id = l.%4$I
      WHERE l.%3$I = n.id AND i.status = ''public''), ''[]'')
      WHERE n.id = ANY ($1)',
    tree, link, node, item, items) USING nodes;
END
$$;
--> statement-breakpoint
-- A link added, removed or moved: its nodes' items, old and new. Passed the tree, the link's node
-- and item columns and the items' table.
CREATE OR REPLACE FUNCTION tree_link_list_items() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  nodes bigint[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN nodes := nodes || (to_jsonb(OLD) ->> TG_ARGV[1])::bigint; END IF;
  IF TG_OP <> 'DELETE' THEN nodes := nodes || (to_jsonb(NEW) ->> TG_ARGV[1])::bigint; END IF;
  PERFORM tree_node_list_items(TG_ARGV[0], TG_TABLE_NAME, TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], nodes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An item's title, language, status or module changed: the items of every node it ends. Passed
-- the tree, the link's table, its node and item columns. Its removal removes its links (cascade),
-- whose trigger above writes their nodes.
CREATE OR REPLACE FUNCTION tree_item_list_items() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  nodes bigint[];
BEGIN
  IF OLD.list_item_head IS NOT DISTINCT FROM NEW.list_item_head AND OLD.title IS NOT DISTINCT FROM NEW.title
     AND OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.module IS NOT DISTINCT FROM NEW.module THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT coalesce(array_agg(%I), ''{}'') FROM %I WHERE %I = $1', TG_ARGV[2], TG_ARGV[1], TG_ARGV[3])
    INTO nodes USING NEW.id;
  IF cardinality(nodes) > 0 THEN
    PERFORM tree_node_list_items(TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], TG_TABLE_NAME, nodes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wizard_templates_list_items AFTER INSERT OR DELETE OR UPDATE ON wizard_templates
  FOR EACH ROW EXECUTE FUNCTION tree_link_list_items('wizards', 'wizard_id', 'template_id', 'templates');
--> statement-breakpoint
CREATE TRIGGER calculator_wizard_calculators_list_items AFTER INSERT OR DELETE OR UPDATE ON calculator_wizard_calculators
  FOR EACH ROW EXECUTE FUNCTION tree_link_list_items('calculator_wizards', 'wizard_id', 'calculator_id', 'calculator_templates');
--> statement-breakpoint
CREATE TRIGGER templates_wizard_list_items AFTER UPDATE OF title, language, status, module, list_item_head ON templates
  FOR EACH ROW EXECUTE FUNCTION tree_item_list_items('wizards', 'wizard_templates', 'wizard_id', 'template_id');
--> statement-breakpoint
CREATE TRIGGER calculator_templates_wizard_list_items AFTER UPDATE OF title, language, status, module, list_item_head ON calculator_templates
  FOR EACH ROW EXECUTE FUNCTION tree_item_list_items('calculator_wizards', 'calculator_wizard_calculators', 'wizard_id', 'calculator_id');
--> statement-breakpoint
SELECT tree_node_list_items('wizards', 'wizard_templates', 'wizard_id', 'template_id', 'templates',
  (SELECT coalesce(array_agg(id), '{}') FROM wizards));--> statement-breakpoint
SELECT tree_node_list_items('calculator_wizards', 'calculator_wizard_calculators', 'wizard_id', 'calculator_id', 'calculator_templates',
  (SELECT coalesce(array_agg(id), '{}') FROM calculator_wizards));
