import type { Language } from "@app/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ListSpec, ParsedListQuery } from "../../platform/list/list-query";
import { coerce } from "../../platform/list/list-query";
import { categories, templateCategories, templates } from "./template.table";

/**
 * Templates under a category or any of its descendants. The outer table is named literally:
 * drizzle may print an outer column unqualified, which would bind to the subquery's tables.
 */
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

const PUBLIC = eq(templates.status, "public");

export function createTemplateRepository(db: Database) {
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
    /**
     * Public templates only, counted in the same scan (window count); `rank` orders free-search
     * results when no order is asked.
     */
    async listPublic(
      parsed: ParsedListQuery,
      language: Language,
      rank: SQL<number> | null,
      ordered: boolean,
    ) {
      const where = and(PUBLIC, parsed.where);
      const orderBy = rank && !ordered ? [desc(rank), ...parsed.orderBy] : parsed.orderBy;
      const run = async (tx: Database) => {
        // Full-text matching on a heap scan detoasts every template's vector (tens of ms on
        // 10,000 templates); the GIN bitmap path answers the same in a few. The planner does not
        // price the detoasting, so a search steers it away from the sequential scan.
        if (rank) await tx.execute(sql`set local enable_seqscan = off`);
        return tx
          .select({
            id: templates.id,
            title: templates.title,
            language: templates.language,
            module: templates.module,
            total: sql<number>`count(*) over()`.mapWith(Number),
          })
          .from(templates)
          .where(where)
          .orderBy(...orderBy)
          .offset(parsed.offset)
          .limit(parsed.limit ?? Number.MAX_SAFE_INTEGER);
      };
      const rows = rank ? await db.transaction((tx) => run(tx as unknown as Database)) : await run(db);
      // A page past the end has no row to carry the total.
      const count = rows[0]?.total ?? (parsed.offset > 0 ? await db.$count(templates, where) : 0);
      const titles = await categoryTitles(
        rows.map((r) => r.id),
        language,
      );
      return { rows: rows.map((r) => ({ ...r, category_title: titles.get(r.id) ?? null })), count };
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
