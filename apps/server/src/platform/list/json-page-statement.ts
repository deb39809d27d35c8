import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { JsonListStatement } from "./json-list";
import { jsonRowItem, type ParamRef, withJsonRow } from "./json-row";
import type { ParsedListQuery } from "./list-query";
import { pageBound } from "./run-list";

/**
 * The count of every row a page pages: all of them, or up to one past the statement's bound, so
 * that the count stops reading there (`countUpTo`).
 */
function pagedCount(statement: JsonListStatement, rows: SQL): SQL {
  if (statement.countUpTo === undefined) return sql`(select count(*) from ${rows})`;
  return sql`(select count(*) from (select 1 from ${rows} limit ${pageBound(statement.countUpTo + 1)}) as counted)`;
}

/**
 * The page's statement: its rows as JSON in order, and the count of all the rows it pages.
 *
 * - The whole list (`no_page`, a tree) is one aggregate over the rows, ordered by the aggregate
 *   itself: no numbered sub-select (a window and a sort more), a fifth of a whole tree's time.
 * - A page past the first finds its rows' keys first and writes only those rows: written in the
 *   paged select, each row's JSON (its sub-selects: a template's category, its contracts' count)
 *   was built for every row the offset skips as well (the editors' templates page 2 built 20).
 *   The tables joined (a contract's owner) are joined again to the page's rows alone.
 * - The first page writes its rows in the paged select: PostgreSQL builds only the rows it keeps.
 */
export function pageStatement(...page: Parameters<typeof pageSelect>): SQL {
  const [statement, , , param] = page;
  const select = pageSelect(...page);
  return statement.with ? sql`with ${statement.with(param)} ${select}` : select;
}

/**
 * How a statement's rows become JSON: the rows' source with what each row's object is made from,
 * the object, and the array of them, in an order or in the order they come (`order` null: a
 * page's rows, which arrive sorted from the paged sub-select alone, see pageSelect).
 * A `shape` is typed by `to_json` and aggregated by `json_agg`; a `rowText` is joined as text.
 */
function rowWriter(statement: JsonListStatement, param: ParamRef) {
  const { rowText, shape } = statement;
  const ordered = (order: SQL | null) => (order ? sql` order by ${order}` : sql``);
  if (rowText)
    return {
      source: (from: SQL) => from,
      item: rowText(param),
      array: (item: SQL, order: SQL | null) =>
        sql`'[' || coalesce(string_agg(${item}, ','${ordered(order)}), '') || ']'`,
    };
  if (!shape) throw new Error(`list ${statement.key} declares neither shape nor rowText`);
  return {
    source: (from: SQL) => withJsonRow(from, shape(param)),
    item: jsonRowItem,
    array: (item: SQL, order: SQL | null) => sql`coalesce(json_agg(${item}${ordered(order)}), '[]')::text`,
  };
}

/** The page's select, after its `with` (see pageStatement). */
function pageSelect(
  statement: JsonListStatement,
  parsed: ParsedListQuery,
  where: SQL | undefined,
  param: ParamRef,
  offset: SQL | Placeholder | number,
): SQL {
  const source = statement.from?.(param) ?? sql`${statement.table}`;
  const order = sql.join(parsed.orderBy, sql`, `);
  const from = statement.joins ? sql`${source} ${statement.joins(param)}` : source;
  const filtered = where ? sql` where ${where}` : sql``;
  const rows = rowWriter(statement, param);
  if (parsed.limit === null)
    return sql`select ${rows.array(rows.item, order)} as results, count(*)::text as count
      from ${rows.source(from)}${filtered}`;
  // A page counts every row it pages, as the spec's `count` says (up to `countUpTo`).
  // What the count and a later page's keys read: the table alone when the joins only show.
  const paged = statement.joinsShowOnly ? source : from;
  const count = pagedCount(statement, sql`${paged}${filtered}`);
  // The count along the page (countedWithPage, countedByKeys): the position and the count share
  // one window over all the rows (one WindowAgg node, not two), and the first page counts nothing
  // apart: when it holds no row there is none. PostgreSQL evaluates a COALESCE's sub-select only
  // when reached, but sets up every node and sub-select of a plan on every call, run or not: the
  // two were a sixth of the templates' search and of a category's templates (issue 49 §4).
  const alongside =
    (statement.countedWithPage || statement.countedByKeys) && statement.countUpTo === undefined;
  const numbered = alongside
    ? {
        columns: sql`row_number() over list_rows as position, count(*) over list_rows as counted`,
        window: sql` window list_rows as (order by ${order} rows between unbounded preceding and unbounded following)`,
      }
    : { columns: sql`row_number() over (order by ${order}) as position`, window: sql`` };
  const cut = sql` order by ${order} limit ${pageBound(parsed.limit)}${parsed.offset > 0 ? sql` offset ${offset}` : sql``}`;
  const pageCount = alongside
    ? sql`coalesce(max(page.counted), ${parsed.offset === 0 ? sql`0` : count})`
    : count;
  const key =
    (parsed.offset > 0 || statement.countedByKeys) && !statement.from ? primaryKeyOf(statement.table) : null;
  if (key) {
    const keys = sql`select ${key} as list_key, ${numbered.columns}
      from ${paged}${filtered}${numbered.window}${cut}`;
    // The page's rows found again by key, with the tables the shape reads joined to them alone.
    const joined = statement.joins ? sql` ${statement.joins(param)}` : sql``;
    return sql`select ${rows.array(rows.item, sql`page.position`)} as results, ${pageCount}::text as count
      from (${keys}) as page join ${rows.source(sql`${statement.table} on ${key} = page.list_key${joined}`)}`;
  }
  // The first page's rows come to the aggregate from the paged sub-select alone, sorted and cut
  // there: a plain aggregate over one sub-select reads them in that order, so they are neither
  // numbered nor sorted again inside it (a window, and a sort the aggregate sets up on every call:
  // a tenth of a searched page's time in PostgreSQL, issue 49 §4). Only the count's window stays,
  // over the rows in their order, so that the rows are written after the cut, ten, not all.
  const counted = alongside ? sql`, count(*) over list_rows as counted` : sql``;
  const page = sql`select ${rows.item} as item${counted}
    from ${rows.source(from)}${filtered}${alongside ? numbered.window : sql``}${cut}`;
  return sql`select ${rows.array(sql`page.item`, null)} as results, ${pageCount}::text as count
      from (${page}) as page`;
}

/** The table's one-column primary key, which a page's rows are found again by; null for any other. */
function primaryKeyOf(table: PgTable): AnyPgColumn | null {
  const keys = getTableConfig(table).columns.filter((column) => column.primary);
  return keys.length === 1 ? (keys[0] ?? null) : null;
}
