import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlRows } from "./sql-rows";

/** Each wizard and where its leaves' items come from. */
export const WIZARD_ITEMS = [
  { tree: "wizards", link: "wizard_templates", item: "template_id", items: "templates" },
  {
    tree: "calculator_wizards",
    link: "calculator_wizard_calculators",
    item: "calculator_id",
    items: "calculator_templates",
  },
] as const;

/**
 * The wizard nodes whose kept items (migration 0051) differ from their public items by title as
 * the links and items are now: what the tests of the kept list texts expect to be none.
 */
export const staleWizardItems = (db: Database, { tree, link, item, items }: (typeof WIZARD_ITEMS)[number]) =>
  sqlRows<{ id: number }>(
    db,
    sql.raw(`select n.id from ${tree} as n
      where coalesce(n.list_items, '[]') is distinct from coalesce((
        select '[' || string_agg(left(to_json(h)::text, -1) || ',"locked":@' || m.module || '}', ',' order by h.title, h.id) || ']'
          from (select i.id, i.title, i.language from ${link} as l join ${items} as i on i.id = l.${item}
                 where l.wizard_id = n.id and i.status = 'public') as h
          join ${items} as m on m.id = h.id), '[]')`),
  );
