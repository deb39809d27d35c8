import type { ListResponse } from "@app/contracts";
import { and, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { ParsedListQuery } from "./list-query";

/** The total's column name in the page's rows: no table column starts with two underscores. */
const TOTAL = "__list_total";

/**
 * Runs a parsed list query on one table, inside the caller's scope (`scope`: the ownership
 * condition a service always adds), and answers the spec's `{results, per_page, count}`.
 * `columns` narrows the rows read (a list rarely needs a row's long texts); by default, all.
 *
 * One round trip: the count rides along as an uncorrelated subquery, which PostgreSQL runs
 * once, while the page itself still reads only its rows through the order's index. Only a page
 * past the end (no row to carry the count) asks for the count on its own.
 */
/**
 * A page bound (limit or offset) written into the statement's text instead of sent as a
 * parameter. PostgreSQL prices a plan for an unknown `limit $n` as if it read a tenth of the
 * rows, so for the hottest lists it re-planned every call (a custom plan, 0.2-0.4 ms) rather
 * than keep the generic one; with the bound in the text it keeps the plan after five calls
 * (docs/decisions/0018). Only for bounds with few values (first pages): each text is a
 * prepared statement of its own.
 */
export function pageBound(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a page bound: ${value}`);
  return sql.raw(String(value));
}

/**
 * A page's total: the one its first row carries, or, for a page past the end (no row to carry
 * it), counted on its own; an empty first page is simply 0.
 */
export async function pageCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  parsed: ParsedListQuery,
  carried: number | undefined,
): Promise<number> {
  return carried ?? (parsed.offset > 0 ? await db.$count(table, where) : 0);
}

export async function runList<TTable extends PgTable, TItem, TRow = TTable["$inferSelect"]>(
  db: Database,
  table: TTable,
  parsed: ParsedListQuery,
  scope: SQL | undefined,
  toItem: (row: TRow) => TItem,
  columns?: SelectedFields,
): Promise<ListResponse<TItem>> {
  const where = and(scope, parsed.where);
  const total = sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`.mapWith(
    Number,
  );
  const query = db
    .select({ ...(columns ?? getTableColumns(table)), [TOTAL]: total })
    .from(table as PgTable)
    .where(where)
    .orderBy(...parsed.orderBy)
    .offset(parsed.offset);
  const rows = (await (parsed.limit === null ? query : query.limit(parsed.limit))) as (TRow & {
    [TOTAL]: number;
  })[];
  const count = await pageCount(db, table, where, parsed, rows[0]?.[TOTAL]);
  return {
    results: rows.map((row) => {
      delete (row as Partial<typeof row>)[TOTAL];
      return toItem(row);
    }),
    per_page: parsed.limit === null ? rows.length : parsed.perPage,
    count,
  };
}
