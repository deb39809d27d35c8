import type { Language } from "@app/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ListSpec, ParsedListQuery } from "../../platform/list/list-query";
import { coerce } from "../../platform/list/list-query";
import { categories, templateCategories, templates } from "./template.table";

/** Templates under a category or any of its descendants. */
function underCategory(raw: string, field: string): SQL {
  const id = coerce(raw, "number", field) as number;
  return sql`exists (
    select 1 from ${templateCategories} tc
    join ${categories} c on c.id = tc.category_id
    where tc.template_id = templates.id and c.status = 1
      and c.path like (select path from ${categories} where id = ${id}) || '%')`;
}

export const templateListSpec: ListSpec = {
  pageSizes: [10, 25, 50],
  orderable: { title: templates.title, language: templates.language, module: templates.module },
  defaultOrder: [asc(templates.title), asc(templates.id)],
  filterable: {
    title: { column: templates.title, type: "text" },
    language: { column: templates.language, type: "exact" },
    module: { column: templates.module, type: "exact" },
  },
  customFilters: { category: underCategory },
  tieBreaker: templates.id,
};

// Correlated subqueries name the outer table literally: drizzle may print an outer column
// unqualified, and an unqualified "id" would bind to the subquery's own table.

/** The title of a template's first enabled category, in the caller's language. */
const primaryCategoryTitle = (language: Language) => sql<string | null>`(
  select case when ${language} = 'en' then c.title_en else c.title_it end
  from ${templateCategories} tc join ${categories} c on c.id = tc.category_id
  where tc.template_id = templates.id and c.status = 1
  order by c.level desc, c.position, c.id limit 1)`;

const PUBLIC = eq(templates.status, "public");

export function createTemplateRepository(db: Database) {
  return {
    /** Public templates only; `rank` orders free-search results when no order is asked. */
    async listPublic(
      parsed: ParsedListQuery,
      language: Language,
      rank: SQL<number> | null,
      ordered: boolean,
    ) {
      const where = and(PUBLIC, parsed.where);
      const orderBy = rank && !ordered ? [desc(rank), ...parsed.orderBy] : parsed.orderBy;
      const query = db
        .select({
          id: templates.id,
          title: templates.title,
          language: templates.language,
          module: templates.module,
          category_title: primaryCategoryTitle(language),
        })
        .from(templates)
        .where(where)
        .orderBy(...orderBy)
        .offset(parsed.offset);
      const [rows, count] = await Promise.all([
        parsed.limit === null ? query : query.limit(parsed.limit),
        db.$count(templates, where),
      ]);
      return { rows, count };
    },
    async findPublic(id: number, language: Language) {
      const [row] = await db
        .select({ template: templates, category_title: primaryCategoryTitle(language) })
        .from(templates)
        .where(and(PUBLIC, eq(templates.id, id)));
      return row ?? null;
    },
    /** Public templates linked to any of these category ids, with the link. */
    findPublicByCategories(categoryIds: number[]) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          category_id: templateCategories.category_id,
          id: templates.id,
          title: templates.title,
          language: templates.language,
          module: templates.module,
        })
        .from(templateCategories)
        .innerJoin(templates, eq(templates.id, templateCategories.template_id))
        .where(and(PUBLIC, inArray(templateCategories.category_id, categoryIds)))
        .orderBy(asc(templates.title));
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
