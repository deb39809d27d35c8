import { type SQL, sql } from "drizzle-orm";
import { templates } from "../catalogue/template.table";

/**
 * The template version a favourite of `family` opens: the family's public version, or its latest
 * one if none is public. The customers' favourites and the editors' count read it alike.
 */
export const openedVersion = (family: SQL) =>
  sql`select ${templates.id} as id, ${templates.title} as title, ${templates.language} as language,
      ${templates.module} as module
    from ${templates} where ${templates.family_id} = ${family}
    order by (${templates.status} = 'public') desc, ${templates.version} desc limit 1`;
