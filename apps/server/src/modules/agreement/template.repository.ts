import type { Language } from "@app/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ListSpec, ParsedListQuery } from "../../platform/list/list-query";
import { coerce } from "../../platform/list/list-query";
import { categories, templateCategories, templates } from "./template.table";
import type { TemplateSearch } from "./template-search";

/**
 * Templates under a category or any of its descendants. The outer table is named literally:
 * drizzle may print an outer column unqualified, which would bind to the subquery's tables.
 */
export function underCategory(raw: string, field: string, { enabledOnly = true } = {}): SQL {
  const id = coerce(raw, "number", field) as number;
  return sql`exists (
    select 1 from ${templateCategories} tc
    join ${categories} c on c.id = tc.category_id
    where tc.template_id = templates.id ${enabledOnly ? sql`and c.status = 1` : sql``}
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

const PUBLIC = eq(templates.status, "public");

const LIST_COLUMNS = {
  id: templates.id,
  title: templates.title,
  language: templates.language,
  module: templates.module,
};

type ListRow = Pick<typeof templates.$inferSelect, "id" | "title" | "language" | "module">;

type SearchRow = ListRow & { total: string | number };

/** The free-search condition as one predicate (for counting past the last page). */
function searchCondition(search: TemplateSearch): SQL {
  return sql`((${templates.language} = 'en' and ${templates.search_vector} @@ (${search.english}))
    or (${templates.language} <> 'en' and ${templates.search_vector} @@ (${search.italian})))`;
}

export function createTemplateRepository(db: Database) {
  function countMatches(where: SQL | undefined, search: TemplateSearch) {
    return db.$count(templates, and(where, searchCondition(search)));
  }

  async function withCategoryTitles<Row extends ListRow>(rows: Row[], count: number, language: Language) {
    const titles = await categoryTitles(
      rows.map((r) => r.id),
      language,
    );
    return { rows: rows.map((r) => ({ ...r, category_title: titles.get(r.id) ?? null })), count };
  }

  /** Each template's first enabled category (deepest first), titled in the caller's language. */
  async function categoryTitles(ids: number[], language: Language): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([templateCategories.template_id], {
        template_id: templateCategories.template_id,
        title: language === "en" ? categories.title_en : categories.title_it,
      })
      .from(templateCategories)
      .innerJoin(categories, eq(categories.id, templateCategories.category_id))
      .where(and(inArray(templateCategories.template_id, ids), eq(categories.status, 1)))
      .orderBy(
        templateCategories.template_id,
        desc(categories.level),
        asc(categories.position),
        asc(categories.id),
      );
    return new Map(rows.map((r) => [r.template_id, r.title]));
  }

  return {
    /** Public templates only, counted in the same scan (window count). */
    async listPublic(parsed: ParsedListQuery, language: Language) {
      const where = and(PUBLIC, parsed.where);
      const rows = await db
        .select({ ...LIST_COLUMNS, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(templates)
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.offset)
        .limit(parsed.limit ?? Number.MAX_SAFE_INTEGER);
      const count = rows[0]?.total ?? (parsed.offset > 0 ? await db.$count(templates, where) : 0);
      return withCategoryTitles(rows, count, language);
    },
    /**
     * Free search among public templates: each template matched by the query of its own
     * language's configuration, ranked title over keywords over text unless an order is asked.
     */
    async searchPublic(
      parsed: ParsedListQuery,
      language: Language,
      search: TemplateSearch,
      ordered: boolean,
    ) {
      const where = and(PUBLIC, parsed.where);
      const branch = (languageCondition: SQL, query: SQL) => sql`
        select ${templates.id} as id, ${templates.title} as title, ${templates.language} as language,
          ${templates.module} as module, ts_rank(${templates.title_vector}, ${query}) as rank
        from ${templates}
        where ${languageCondition} and ${templates.search_vector} @@ (${query}) and ${where}`;
      // The union is named like the table, so the list's order columns bind to its columns.
      const orderBy = ordered ? parsed.orderBy : [sql`templates.rank desc`, ...parsed.orderBy];
      const statement = sql`
        select id, title, language, module, count(*) over() as total
        from (${branch(sql`${templates.language} = 'en'`, search.english)}
              union all
              ${branch(sql`${templates.language} <> 'en'`, search.italian)}) as templates
        order by ${sql.join(orderBy, sql`, `)}
        offset ${parsed.offset} limit ${parsed.limit ?? Number.MAX_SAFE_INTEGER}`;
      const rows = await db.transaction(async (tx) => {
        // The planner prices neither the reading back of large vectors on a sequential scan nor
        // the start of parallel workers; both cost more than the whole indexed search. Each
        // branch's condition matches its partial search index (template.table.ts).
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
        );
        // Both drivers answer `{ rows }`.
        return ((await tx.execute(statement)) as unknown as { rows: SearchRow[] }).rows;
      });
      // A page past the end has no row to carry the total.
      const count = rows[0]
        ? Number(rows[0].total)
        : parsed.offset > 0
          ? await countMatches(where, search)
          : 0;
      return withCategoryTitles(
        rows.map((row) => ({ ...row, id: Number(row.id) })),
        count,
        language,
      );
    },
    async findPublic(id: number, language: Language) {
      const [template] = await db
        .select()
        .from(templates)
        .where(and(PUBLIC, eq(templates.id, id)));
      if (!template) return null;
      const titles = await categoryTitles([id], language);
      return { template, category_title: titles.get(id) ?? null };
    },
    /** A template version whatever its status: agreements keep the version they were made from. */
    async findById(id: number) {
      const [row] = await db.select().from(templates).where(eq(templates.id, id));
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
