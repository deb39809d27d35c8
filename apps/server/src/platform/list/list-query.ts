import { DEFAULT_PAGE_SIZE } from "@app/contracts";
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../http/app-error";
import { romeOffsetMs } from "../time/rome-time";
import { type ListQueryInput, MAX_ID, pageOffset, readListParams } from "./list-params";

export type { ListQueryInput } from "./list-params";

export type FilterType = "text" | "exact" | "number" | "boolean" | "date";

/** What a resource allows in its list query: anything else is refused with 400. */
export interface ListSpec {
  /** Rows per page when `per_page` is absent (any 1–100 may be asked). */
  defaultPageSize?: number;
  /** Ordering keys (`order_by__=title`, `-title` descending) and the column each sorts by. */
  orderable: Record<string, AnyPgColumn>;
  /** Order when none is asked; the id breaks ties so pages never overlap. */
  defaultOrder: SQL[];
  filterable: Record<string, { column: AnyPgColumn; type: FilterType }>;
  /** Filters that are not a plain column (e.g. "under this category"): `filter__<name>=value`. */
  customFilters?: Record<string, (value: string, field: string) => SQL>;
  /** Full-text condition for `free_filter__`; absent means the resource has no free search. */
  freeText?: (term: string) => SQL;
  tieBreaker: AnyPgColumn;
}

export interface ParsedListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** null with `no_page`: the whole list. */
  limit: number | null;
  offset: number;
  perPage: number;
}

const OPERATORS = ["gt", "gte", "lt", "lte", "in"] as const;
type Operator = (typeof OPERATORS)[number] | "eq";

/** An ILIKE pattern matching `term` anywhere, its own `%`, `_` and `\\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The largest magnitude a number filter may carry for a column, so PostgreSQL never overflows. */
function numberLimit(column: AnyPgColumn | undefined): number {
  const type = column?.columnType ?? "";
  if (type === "PgSmallInt" || type === "PgSmallSerial") return 32_767;
  if (type === "PgInteger" || type === "PgSerial") return 2_147_483_647;
  return MAX_ID;
}

const WHOLE_NUMBER_COLUMNS = new Set([
  "PgSmallInt",
  "PgSmallSerial",
  "PgInteger",
  "PgSerial",
  "PgBigInt53",
  "PgBigSerial53",
]);

/** Whether `n` fits the column: an integer column takes no fraction (PostgreSQL would fail). */
function fitsColumn(n: number, column: AnyPgColumn | undefined): boolean {
  if (Math.abs(n) > numberLimit(column)) return false;
  return !WHOLE_NUMBER_COLUMNS.has(column?.columnType ?? "") || Number.isInteger(n);
}

/** A Rome wall-clock date-time without offset (`2026-03-29T10:00:00`) as a moment. */
function romeWallTime(iso: string): Date {
  const utc = Date.parse(`${iso}Z`);
  return new Date(utc - romeOffsetMs(utc - romeOffsetMs(utc)));
}

export function coerce(
  raw: string,
  type: FilterType,
  field: string,
  column?: AnyPgColumn,
): string | number | boolean | Date {
  const bad = () => AppError.field(field, "field_invalid");
  switch (type) {
    case "number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n) || !fitsColumn(n, column)) throw bad();
      return n;
    }
    case "boolean": {
      const lower = raw.toLowerCase();
      if (!["true", "false", "1", "0"].includes(lower)) throw bad();
      return lower === "true" || lower === "1";
    }
    case "date": {
      const match = /^(\d{4})-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
        raw,
      );
      if (!match || Number(match[1]) < 1) throw bad();
      // A day, or a time without an offset, is read in Rome whatever the server's own zone.
      const iso = raw.length === 10 ? `${raw}T00:00:00` : raw.replace(" ", "T");
      const d = match[5] ? new Date(iso) : romeWallTime(iso);
      if (Number.isNaN(d.getTime())) throw bad();
      return d;
    }
    default:
      return raw;
  }
}

function condition(column: AnyPgColumn, type: FilterType, op: Operator, raw: string, field: string): SQL {
  if (op === "in") {
    const values = raw
      .split(",")
      .filter(Boolean)
      .map((v) => coerce(v, type, field, column));
    return inArray(column, values);
  }
  const value = coerce(raw, type, field, column);
  switch (op) {
    case "gt":
      return gt(column, value);
    case "gte":
      return gte(column, value);
    case "lt":
      return lt(column, value);
    case "lte":
      return lte(column, value);
    default:
      // Text filters match a part of the value, whatever the case, as users type them.
      if (type === "text") return ilike(column, containsPattern(String(value)));
      return eq(column, value);
  }
}

/**
 * Turns the spec's list parameters (read by `readListParams`) into a query against a
 * resource's allow-list: an unknown filter, operator or ordering is a 400 naming it.
 */
export function parseListQuery(query: ListQueryInput, spec: ListSpec): ParsedListQuery {
  const params = readListParams(query);
  const conditions: SQL[] = [];
  const perPage = params.perPage ?? spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;

  for (const { key, field, op, value } of params.filters) {
    const custom = op === "eq" ? spec.customFilters?.[field] : undefined;
    if (custom) {
      conditions.push(custom(value, key));
      continue;
    }
    const filter = Object.hasOwn(spec.filterable, field) ? spec.filterable[field] : undefined;
    if (!filter || !(op === "eq" || (OPERATORS as readonly string[]).includes(op))) {
      throw AppError.field(key, "invalid_filter", { field: key });
    }
    conditions.push(condition(filter.column, filter.type, op as Operator, value, key));
  }

  for (const id of params.excludeIds) conditions.push(ne(spec.tieBreaker, id));
  if (params.freeText && spec.freeText) conditions.push(spec.freeText(params.freeText));

  let orderBy = spec.defaultOrder;
  if (params.orderBy) {
    const descending = params.orderBy.startsWith("-");
    const name = descending ? params.orderBy.slice(1) : params.orderBy;
    const column = Object.hasOwn(spec.orderable, name) ? spec.orderable[name] : undefined;
    if (!column) throw AppError.field("order_by__", "invalid_order", { field: params.orderBy });
    orderBy = [descending ? desc(column) : asc(column), asc(spec.tieBreaker)];
  }

  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: params.noPage ? null : perPage,
    offset: pageOffset(params, perPage),
    perPage,
  };
}
