import { and, is, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { JsonText } from "../resource/json-text";
import type { ParsedListQuery } from "./list-query";
import { pageBound } from "./run-list";

/**
 * A list row as PostgreSQL writes it (issue 33, after decision 0022): each key of the response's
 * item and the column or expression it comes from. A timestamp column is written as JavaScript's
 * `toISOString` writes it; any other value as `json_build_object` writes it.
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
const NEAR_PAGES = 10;

const KEY = /^[a-z_][a-z0-9_]*$/;

/** The row's JSON object; its keys are the contract's, written into the statement's text. */
export function jsonRow(shape: JsonRowShape): SQL {
  const pairs = Object.entries(shape).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`not a response key: ${key}`);
    const written = is(value, PgColumn) && value.columnType === "PgTimestamp" ? isoTimestamp(value) : value;
    return sql`${sql.raw(`'${key}'`)}, ${written}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A list page written whole by PostgreSQL as the spec's `{results, per_page, count}` (the
 * general path of every list, issue 33): one statement and one round trip, no row parsed or
 * mapped in Node, no response schema run over it. The page's bounds are in the statement's text,
 * so PostgreSQL keeps one plan per shape (decision 0018); the count rides in the same statement.
 * `list-bench-cases.test.ts` checks every list's answer against its declared response schema.
 */
export async function runJsonList(
  db: Database,
  table: PgTable,
  parsed: ParsedListQuery,
  scope: SQL | undefined,
  shape: JsonRowShape,
): Promise<JsonText> {
  const where = and(scope, parsed.where);
  const order = sql.join(parsed.orderBy, sql`, `);
  let page = sql`select ${jsonRow(shape)} as item, row_number() over (order by ${order}) as position
    from ${table}${where ? sql` where ${where}` : sql``} order by ${order}`;
  if (parsed.limit !== null) page = sql`${page} limit ${pageBound(parsed.limit)}`;
  // The first ten pages' offsets in the text too (few values, each its own kept plan); a page
  // further on, rarely asked, takes its offset as a parameter.
  if (parsed.offset > 0)
    page = sql`${page} offset ${parsed.offset <= NEAR_PAGES * parsed.perPage ? pageBound(parsed.offset) : parsed.offset}`;
  // `no_page` counts the rows it returns; a page counts them all, as the spec's `count` says.
  const count =
    parsed.limit === null
      ? sql`count(*)`
      : sql`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})`;
  const result = await db.execute<{ results: string; count: string }>(
    sql`select coalesce(json_agg(page.item order by page.position), '[]')::text as results, ${count}::text as count
      from (${page}) as page`,
  );
  const [row] = (result as unknown as { rows?: { results: string; count: string }[] }).rows ?? [];
  const perPage = parsed.limit === null ? Number(row?.count ?? 0) : parsed.perPage;
  return new JsonText(
    `{"results":${row?.results ?? "[]"},"per_page":${perPage},"count":${row?.count ?? "0"}}`,
  );
}
