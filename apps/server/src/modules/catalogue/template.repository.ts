import type { Language, Module } from "@app/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { type Bind, coerce, type ParsedListQuery } from "../../platform/list/list-query";
import { pageBound } from "../../platform/list/run-list";
import { catalogueVersion, categories, searchWords, templateCategories, templates } from "./template.table";
import type { TemplateSearch } from "./template-search";

/**
 * Templates under a category or any of its descendants. The outer table is named literally:
 * drizzle may print an outer column unqualified, which would bind to the subquery's tables.
 */
export function underCategory(raw: string, field: string, bind: Bind, { enabledOnly = true } = {}): SQL {
  const id = bind(coerce(raw, "number", field) as number);
  return sql`exists (
    select 1 from ${templateCategories} tc
    join ${categories} c on c.id = tc.category_id
    where tc.template_id = templates.id ${enabledOnly ? sql`and c.status = 1` : sql``}
      and c.path like (select path from ${categories} where id = ${id}) || '%')`;
}

export const templateListSpec = declareList(templates, {
  orders: ["title", "language", "module"],
  defaultOrder: ["title", "id"],
  // One template by id (the drafting screen asks whether it is open before reading it whole).
  filters: { number: ["id"], text: ["title"], exact: ["language", "module"] },
  customFilters: { category: underCategory },
});

/** A constant of the text, so that a list's statement is compiled once (platform/list/json-list.ts). */
export const PUBLIC_TEMPLATE = sql`${templates.status} = 'public'`;

const LIST_COLUMNS = {
  id: templates.id,
  title: templates.title,
  language: templates.language,
  module: templates.module,
};

type StateRow = { version: string | number; open_modules: Module[] | null };

type ListRow = Pick<typeof templates.$inferSelect, "id" | "title" | "language" | "module">;

type SearchRow = ListRow & {
  category_title: string | null;
  total: string | number;
  position: string | number;
};

/**
 * The public templates matching a free search (id, title, language, module, rank): the database
 * function of migration 0013 reads `template_search`, each template matched by the query stemmed
 * in its own language. Named like the templates table, so the list's filter and order columns
 * bind to its columns.
 */
function searchMatches(search: TemplateSearch, where: SQL | undefined) {
  return sql`select templates.* from ${searchSource(search)} where ${where ?? sql`true`}`;
}

/** How the search's words enter its statement: in place, or bound to a list statement's parameters. */
type SearchValue = (name: "search_text" | "search_prefix" | "search_similar", value: string) => SQL;
const inPlace: SearchValue = (_name, value) => sql`${value}`;

/**
 * The public templates a search matches, with their `rank`, as a FROM item named like the table,
 * so that the list's filters and orders bind to its columns. `offset 0` keeps the text a one-row
 * subquery, computed once for both configurations.
 */
export function searchSource(search: TemplateSearch, value: SearchValue = inPlace): SQL {
  return sql`(select ${tsqueryText(search, value)} as text offset 0) as query,
      search_public_templates(to_tsquery('english', query.text), to_tsquery('italian', query.text)) as templates`;
}

/** The values searchSource binds, by the names it gives them. */
export function searchValues({ text, similarTo }: TemplateSearch): Record<string, string> {
  return similarTo === null
    ? { search_text: text }
    : { search_text: text, search_prefix: `${similarTo}%`, search_similar: similarTo };
}

/**
 * The search's tsquery text. When the last word is still being typed, known words (titles and
 * keywords of public templates) join its alternatives, in the same statement: the shortest
 * words it begins when there are any ("licenziam" → "licenziamento": the stemmer cuts the two
 * differently, so the prefix alone would miss it), else, for a typo, the words nearest by trigram
 * similarity ("locazoine" → "locazione"). A real word is never widened to a merely similar one
 * ("penale" stays clear of "personale").
 */
function tsqueryText(search: TemplateSearch, value: SearchValue): SQL {
  const values = searchValues(search);
  const text = value("search_text", values.search_text as string);
  if (search.similarTo === null) return sql`${text}::text`;
  const word = searchWords.word;
  const similar = value("search_similar", values.search_similar as string);
  const begun = sql`${word} like ${value("search_prefix", values.search_prefix as string)}`;
  return sql`${text}::text || coalesce((select string_agg(' | ' || word, '') from (
      (select ${word} as word from ${searchWords} where ${begun} order by length(${word}), ${word} limit 3)
      union all
      (select ${word} from ${searchWords}
        where ${word} % ${similar} and not exists (select 1 from ${searchWords} where ${begun})
        order by similarity(${word}, ${similar}) desc limit 3)) as known), '') || ')'`;
}

const titleIn = (language: Language) => sql.raw(language === "en" ? "c.title_en" : "c.title_it");

/**
 * A template's first enabled category (deepest first), titled in the caller's language: the one
 * kept as its `shown_category_id` (migration 0043). Found from the template's id, where the row
 * at hand is not the table's (a free search's matches); `shownCategoryTitle` reads the row's own.
 */
export function categoryTitleOf(templateId: SQL, language: Language): SQL<string | null> {
  return sql<string | null>`(select ${titleIn(language)}
    from ${templates} filed join ${categories} c on c.id = filed.shown_category_id
    where filed.id = ${templateId})`;
}

/** The title of the category `categoryId` names, in the caller's language. */
const titleOfCategory = (categoryId: AnyPgColumn, language: Language): SQL<string | null> =>
  sql<string | null>`(select ${titleIn(language)} from ${categories} c where c.id = ${categoryId})`;

/** The title of the row's first enabled category (its `shown_category_id`), where `templates` is in scope. */
export const shownCategoryTitle = (language: Language) =>
  titleOfCategory(templates.shown_category_id, language);

/** A template as the customers' catalogue writes it, up to its lock, in `language` (migration 0047). */
export const catalogueHead = (language: Language) =>
  language === "en" ? templates.catalogue_head_en : templates.catalogue_head_it;

/**
 * The same head found from the template's id, where the row at hand is not the table's (a free
 * search's matches): one look-up by key, where their category's title was a join per match.
 */
export const catalogueHeadOf = (templateId: SQL, language: Language): SQL<string> =>
  sql<string>`(select ${sql.raw(language === "en" ? "kept.catalogue_head_en" : "kept.catalogue_head_it")}
    from ${templates} kept where kept.id = ${templateId})`;

/** A template as the editors' list writes it, up to its contracts' count, in `language` (migration 0047). */
export const editorHead = (language: Language) =>
  language === "en" ? templates.editor_head_en : templates.editor_head_it;

export function createTemplateRepository(db: Database) {
  async function countMatches(where: SQL | undefined, search: TemplateSearch) {
    const statement = sql`select count(*) as total from (${searchMatches(search, where)}) as templates`;
    return Number(((await db.execute(statement)) as unknown as { rows: SearchRow[] }).rows[0]?.total ?? 0);
  }

  return {
    /**
     * The catalogue's version (catalogue-page-cache.ts) and, in the same round trip, the caller's
     * open modules: `openModules` is their expression, null for an editor, whom nothing is locked to.
     */
    async catalogueState(openModules: SQL<Module[]> | null) {
      const statement = sql`select version, ${openModules ?? sql`null`} as open_modules
        from ${catalogueVersion} where id = 1`;
      const [row] = ((await db.execute(statement)) as unknown as { rows: StateRow[] }).rows;
      return { version: Number(row?.version ?? 0), openModules: row?.open_modules ?? null };
    },
    /** Public templates only, counted in the same scan (window count). */
    async listPublic(parsed: ParsedListQuery, language: Language) {
      const where = and(PUBLIC_TEMPLATE, parsed.where);
      const rows = await db
        .select({
          ...LIST_COLUMNS,
          // Evaluated after the limit: only for the page's rows.
          category_title: shownCategoryTitle(language),
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(templates)
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.offset)
        .limit(parsed.limit ?? Number.MAX_SAFE_INTEGER);
      const count = rows[0]?.total ?? (parsed.offset > 0 ? await db.$count(templates, where) : 0);
      return { rows, count };
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
      // The matches are named like the table, so the list's order columns bind to their columns.
      const orderBy = ordered ? parsed.orderBy : [sql`templates.rank desc`, ...parsed.orderBy];
      // The category title is evaluated after the sort and limit: for the page's rows only. The
      // bounds are in the text, so PostgreSQL keeps the plan (run-list.ts, pageBound).
      const statement = sql`
        select id, title, language, module, count(*) over() as total,
          ${categoryTitleOf(sql`templates.id`, language)} as category_title
        from (${searchMatches(search, parsed.where)}) as templates
        order by ${sql.join(orderBy, sql`, `)}
        offset ${pageBound(parsed.offset)} limit ${parsed.limit === null ? sql`all` : pageBound(parsed.limit)}`;
      // Both drivers answer `{ rows }`.
      const rows = ((await db.execute(statement)) as unknown as { rows: SearchRow[] }).rows;
      // A page past the end has no row to carry the total.
      const count = rows[0]
        ? Number(rows[0].total)
        : parsed.offset > 0
          ? await countMatches(parsed.where, search)
          : 0;
      return {
        rows: rows.map(({ total: _, ...row }) => ({ ...row, id: Number(row.id) })),
        count,
      };
    },
    async findPublic(id: number, language: Language) {
      const [found] = await db
        .select({ template: templates, category_title: shownCategoryTitle(language) })
        .from(templates)
        .where(and(PUBLIC_TEMPLATE, eq(templates.id, id)));
      return found ?? null;
    },
    /** A template version whatever its status: agreements keep the version they were made from. */
    async findById(id: number) {
      const [row] = await db.select().from(templates).where(eq(templates.id, id));
      return row ?? null;
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
