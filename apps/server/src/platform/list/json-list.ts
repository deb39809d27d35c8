import { and, is, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { JsonText } from "../resource/json-text";
import { compiledStatement, runCompiled } from "./compiled-statement";
import type { ParsedListQuery } from "./list-query";
import { pageBound } from "./run-list";

/**
 * A list row as PostgreSQL writes it (issue 33, after decision 0022): each key of the response's
 * item and the column or expression it comes from. A timestamp column is written as JavaScript's
 * `toISOString` writes it; any other value as `to_json` writes it.
 */
export type JsonRowShape = Record<string, AnyPgColumn | SQL>;

/** A timestamp as JavaScript's toISOString writes it (milliseconds, UTC, "Z"). */
export const isoTimestamp = (value: AnyPgColumn | SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A moment as `romeIso` writes it, ISO 8601 with Rome's offset (`2026-12-03T10:00:00+01:00`). */
export const romeIsoTimestamp = (value: AnyPgColumn | SQL) =>
  sql`case when ${value} is null then null else to_char(${value} at time zone 'Europe/Rome', 'YYYY-MM-DD"T"HH24:MI:SS')
    || '+' || to_char((${value} at time zone 'Europe/Rome') - (${value} at time zone 'UTC'), 'HH24:MI') end`;

/** Pages whose offset is written into the statement's text (see runJsonList). */
export const NEAR_PAGES = 10;

const KEY = /^[a-z_][a-z0-9_]*$/;

/** A response key, checked before it is written into a statement's text. */
export function responseKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a response key: ${key}`);
  return key;
}

/**
 * The row's columns, each named as its key of the contract (written into the statement's text).
 * `to_json` of them (`jsonRowItem`) is the row's JSON object: a fifth faster in PostgreSQL than
 * `json_build_object` over 63 rows, and written without the spaces `json_build_object` puts
 * around every colon.
 */
export function jsonRowColumns(shape: JsonRowShape): SQL {
  const columns = Object.entries(shape).map(([key, value]) => {
    responseKey(key);
    const written = is(value, PgColumn) && value.columnType === "PgTimestamp" ? isoTimestamp(value) : value;
    return sql`${written} as ${sql.raw(`"${key}"`)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** The rows' source with each row's JSON columns beside it, as `list_item` (see jsonRowItem). */
export const withJsonRow = (source: SQL, shape: JsonRowShape) =>
  sql`${source} cross join lateral (${jsonRowColumns(shape)}) as list_item`;

/** A row's JSON object, read from the columns withJsonRow joins. */
export const jsonRowItem = sql`to_json(list_item)`;

/** Stands for one of the statement's own values (`params`), by name. */
export type ParamRef = (name: string) => SQL | Placeholder;

/** A list statement as its repository declares it (issue 33). */
export interface JsonListStatement {
  /** Names the statement: with the parsed query's key, everything its text depends on. */
  key: string;
  table: PgTable;
  /**
   * Results the rows join, made once before them (`name as materialized (…)`, comma-separated):
   * what every row lists, grouped once for all the rows.
   */
  with?: (param: ParamRef) => SQL;
  /** The rows' source when it is not the table itself: a set-returning function named like it. */
  from?: (param: ParamRef) => SQL;
  /**
   * Tables joined to it, when a filter, an order or the shape reads them (`inner join … on …`,
   * or a `left join` of a `with`).
   */
  joins?: (param: ParamRef) => SQL;
  /**
   * The joins only bring what the shape shows, one row each (a not-null foreign key's parent, a
   * left join of one row at most), and no scope, filter or order reads them: the count reads the
   * table alone, as many rows without the joins to set up and run on every call (issue 49 §4).
   */
  joinsShowOnly?: boolean;
  /** The rows the caller may see (the owner's, the public ones), or none. */
  scope?: (param: ParamRef) => SQL | undefined;
  /** Each response key and where it comes from (or `rowText`). */
  shape?: (param: ParamRef) => JsonRowShape;
  /**
   * Instead of `shape`, the row's JSON object as text already written (a tree's node as its
   * triggers keep it, with its items appended): the rows are joined as text, and no column is
   * typed by `to_json` on the call (issue 49 §4).
   */
  rowText?: (param: ParamRef) => SQL;
  /** The values `param(name)` stands for (an owner, a viewer, a day). */
  params?: Record<string, unknown>;
  /**
   * Counts the rows only up to this many (issue 49: a table too big to count on every page):
   * the answer adds `count_is_estimate`, true past it, with `count` the bound plus one.
   */
  countUpTo?: number;
  /**
   * Plans the statement with each call's values (sent unnamed) rather than keeping one generic
   * plan: for a search whose best plan depends on its term (the activity log's: an index for a
   * rare term, the order's index for a common one), where a generic plan read the whole table.
   */
  plannedPerCall?: boolean;
  /**
   * The rows are all made before any is cut (a search function's matches, a grouped count):
   * counted in the page's own select as it sorts them (`count(*) over ()`), where a count apart
   * made them a second time (the templates' search ran its search function twice, issue 49 §4).
   * A page past the last row, which sorts nothing, counts them apart.
   */
  countedWithPage?: boolean;
  /**
   * As `countedWithPage`, for rows read by a filter that every row must pass (a free search of a
   * customer's contracts): their keys are numbered and counted in one window, and the page's ten
   * rows found again by key. Counted apart, the rows were read and matched twice; counted along
   * whole rows, a large customer's would all be held in the window, their texts with them.
   */
  countedByKeys?: boolean;
}

/**
 * The lists whose statement holds a value in place, so that it is built, written and planned
 * again on every call (the slow path): `list-bench-cases.test.ts` keeps this empty for every list
 * the bench measures. A `0` or `'public'` written with `eq(column, 0)` is such a value: constants
 * go in the text (`sql\`… = 0\``), values through `bind` or `param`.
 */
const builtPerCall = new Set<string>();
export const listsBuiltPerCall: ReadonlySet<string> = builtPerCall;
/**
 * Empties `listsBuiltPerCall`: the server's test files share a worker's modules, and a call of
 * another file (a free search, which keeps its value in place) must not count for the bench's.
 */
export function forgetListsBuiltPerCall(): void {
  builtPerCall.clear();
}

/** A list page as PostgreSQL wrote it, with its count (an empty list may call for a 404). */
export class JsonPage extends JsonText {
  constructor(
    text: string,
    readonly count: number,
  ) {
    super(text);
  }
}

/** The placeholder a page further than NEAR_PAGES takes its offset from. */
const OFFSET = "list_offset";

/**
 * A list page written whole by PostgreSQL as the spec's `{results, per_page, count}` (the
 * general path of every list, issue 33): one statement and one round trip, no row parsed or
 * mapped in Node, no response schema run over it (`list-bench-cases.test.ts` checks every list's
 * answer against its declared response schema). The statement is compiled once per shape and
 * then only bound (compiled-statement.ts); the page's bounds are in its text, so PostgreSQL keeps
 * one plan per shape (decision 0018); the count rides in the same statement.
 */
export async function runJsonList(
  db: Database,
  parsed: ParsedListQuery,
  statement: JsonListStatement,
): Promise<JsonPage> {
  const near = parsed.offset <= NEAR_PAGES * parsed.perPage;
  const params = statement.params ?? {};
  const build = (where: SQL | undefined, param: ParamRef, offset: SQL | Placeholder | number) =>
    pageStatement(statement, parsed, and(statement.scope?.(param), where), param, offset);
  let rows: { results: string; count: string }[];
  const compiled = parsed.bound
    ? compiledStatement(
        `${statement.key}|${parsed.bound.key}|${parsed.limit}|${near ? parsed.offset : "far"}`,
        () =>
          build(
            parsed.bound?.where,
            sql.placeholder,
            near ? pageBound(parsed.offset) : sql.placeholder(OFFSET),
          ),
      )
    : null;
  if (compiled && parsed.bound) {
    rows = await runCompiled(
      db,
      compiled,
      { ...parsed.bound.values, ...params, [OFFSET]: parsed.offset },
      { plannedPerCall: statement.plannedPerCall },
    );
  } else {
    builtPerCall.add(statement.key);
    const inPlace: ParamRef = (name) => sql`${params[name]}`;
    const result = await db.execute(
      build(parsed.where, inPlace, near ? pageBound(parsed.offset) : parsed.offset),
    );
    rows = (result as unknown as { rows: { results: string; count: string }[] }).rows;
  }
  return jsonListPage(rows[0], parsed, statement.countUpTo);
}

/**
 * The spec's `{results, per_page, count}` around the row PostgreSQL wrote (`results`, `count`),
 * with `count_is_estimate` for a count bounded at `countUpTo`: true when it stopped there
 * (`no_page` counts the rows it answers, all of them).
 */
export function jsonListPage(
  row: { results: string; count: string } | undefined,
  parsed: ParsedListQuery,
  countUpTo?: number,
): JsonPage {
  const count = row?.count ?? "0";
  const perPage = parsed.limit === null ? Number(count) : parsed.perPage;
  const estimate = parsed.limit !== null && countUpTo !== undefined && Number(count) > countUpTo;
  const bounded = countUpTo === undefined ? "" : `,"count_is_estimate":${estimate}`;
  return new JsonPage(
    `{"results":${row?.results ?? "[]"},"per_page":${perPage},"count":${count}${bounded}}`,
    Number(count),
  );
}

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
function pageStatement(
  statement: JsonListStatement,
  parsed: ParsedListQuery,
  where: SQL | undefined,
  param: ParamRef,
  offset: SQL | Placeholder | number,
): SQL {
  const page = pageSelect(statement, parsed, where, param, offset);
  return statement.with ? sql`with ${statement.with(param)} ${page}` : page;
}

/**
 * How a statement's rows become JSON: the rows' source with what each row's object is made from,
 * the object, and the array of them in an order. A `shape` is typed by `to_json` and aggregated
 * by `json_agg`; a `rowText` is joined as text.
 */
function rowWriter(statement: JsonListStatement, param: ParamRef) {
  const { rowText, shape } = statement;
  if (rowText)
    return {
      source: (from: SQL) => from,
      item: rowText(param),
      array: (item: SQL, order: SQL) =>
        sql`'[' || coalesce(string_agg(${item}, ',' order by ${order}), '') || ']'`,
    };
  if (!shape) throw new Error(`list ${statement.key} declares neither shape nor rowText`);
  return {
    source: (from: SQL) => withJsonRow(from, shape(param)),
    item: jsonRowItem,
    array: (item: SQL, order: SQL) => sql`coalesce(json_agg(${item} order by ${order}), '[]')::text`,
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
  const count = pagedCount(statement, sql`${statement.joinsShowOnly ? source : from}${filtered}`);
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
      from ${from}${filtered}${numbered.window}${cut}`;
    // The page's rows found again by key, with the tables the shape reads joined to them alone.
    const joined = statement.joins ? sql` ${statement.joins(param)}` : sql``;
    return sql`select ${rows.array(rows.item, sql`page.position`)} as results, ${pageCount}::text as count
      from (${keys}) as page join ${rows.source(sql`${statement.table} on ${key} = page.list_key${joined}`)}`;
  }
  const page = sql`select ${rows.item} as item, ${numbered.columns}
    from ${rows.source(from)}${filtered}${numbered.window}${cut}`;
  return sql`select ${rows.array(sql`page.item`, sql`page.position`)} as results, ${pageCount}::text as count
      from (${page}) as page`;
}

/** The table's one-column primary key, which a page's rows are found again by; null for any other. */
function primaryKeyOf(table: PgTable): AnyPgColumn | null {
  const keys = getTableConfig(table).columns.filter((column) => column.primary);
  return keys.length === 1 ? (keys[0] ?? null) : null;
}
