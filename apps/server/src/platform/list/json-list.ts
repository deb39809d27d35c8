import { and, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { JsonText } from "../resource/json-text";
import { compiledStatement, runCompiled } from "./compiled-statement";
import { pageStatement } from "./json-page-statement";
import type { JsonRowShape, ParamRef } from "./json-row";
import type { ParsedListQuery } from "./list-query";
import { pageBound } from "./run-list";

/** Pages whose offset is written into the statement's text (see runJsonList). */
export const NEAR_PAGES = 10;

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
   * left join of one row at most), and no scope, filter or order of this call reads them: the
   * count, and a later page's keys, read the table alone, as many rows without the joins to set
   * up and run on every call (issue 49 §4). The rows' JSON still reads them.
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
