import type { ListResponse } from "@app/contracts";
import { and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { ParsedListQuery } from "./list-query";

/**
 * Runs a parsed list query on one table, inside the caller's scope (`scope`: the ownership
 * condition a service always adds), and answers the spec's `{results, per_page, count}`.
 */
export async function runList<TTable extends PgTable, TItem>(
  db: Database,
  table: TTable,
  parsed: ParsedListQuery,
  scope: SQL | undefined,
  toItem: (row: TTable["$inferSelect"]) => TItem,
): Promise<ListResponse<TItem>> {
  const where = and(scope, parsed.where);
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...parsed.orderBy)
    .offset(parsed.offset);
  const [rows, count] = await Promise.all([
    parsed.limit === null ? query : query.limit(parsed.limit),
    db.$count(table, where),
  ]);
  return {
    results: (rows as TTable["$inferSelect"][]).map(toItem),
    per_page: parsed.limit === null ? rows.length : parsed.perPage,
    count,
  };
}
