import { DEFAULT_PAGE_SIZE } from "@app/contracts";
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../http/app-error";
import { romeOffsetMs } from "../time/rome-time";
import { type ListQueryInput, MAX_ID, pageOffset, readListParams } from "./list-params";

export type { ListQueryInput } from "./list-params";

export type FilterType = "text" | "exact" | "number" | "boolean" | "date";

/**
 * How a list condition takes a value: in place (the general path), or as a named placeholder
 * whose value travels beside a statement compiled once (platform/list/json-list.ts, issue 33).
 * A free search or a custom filter passes each value it uses through `bind`; the SQL it builds
 * may depend on the term only through those values, never on its text otherwise.
 */
export type Bind = <T>(value: T) => T;
const inPlace: Bind = (value) => value;

/** A list's conditions with every value a named placeholder (`l0`, `l1`…), and the values. */
export interface BoundWhere {
  where: SQL | undefined;
  values: Record<string, unknown>;
  /** What the statement's text depends on: the filters' names and operators, the order. */
  key: string;
}

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
  customFilters?: Record<string, (value: string, field: string, bind: Bind) => SQL>;
  /** Full-text condition for `free_filter__`; absent means the resource has no free search. */
  freeText?: (term: string, bind: Bind) => SQL;
  tieBreaker: AnyPgColumn;
}

export interface ParsedListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** null with `no_page`: the whole list. */
  limit: number | null;
  offset: number;
  perPage: number;
  /** The same conditions with placeholders, for a statement compiled once per key (absent: none). */
  bound?: BoundWhere;
  /** A free search (`free_filter__`) narrows the rows: each of them is matched against it. */
  searched?: boolean;
  /**
   * A filter, an excluded id or a free search narrows the rows: what `where !== undefined` says,
   * without building the conditions in place (a search built on every call, issue 49 §4).
   */
  narrowed?: boolean;
  /**
   * The fields the call filters and orders by (`filter__owner_username`, `order_by__=-title`:
   * `owner_username`, `title`), so that a list may leave out a join no one of them reads.
   */
  fields?: ReadonlySet<string>;
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

/**
 * Whether a date filter's parts name a real day and time: JavaScript would read 30 February as
 * 2 March, and a 13th month as no date at all, which the time-zone arithmetic cannot take.
 */
function isCalendarMoment([, year, month, day, , hour = "0", minute = "0", seconds = ":0"]: RegExpExecArray) {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(seconds.slice(1)) < 60
  );
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
      const match =
        /^(\d{4})-(\d{2})-(\d{2})([ T](\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw);
      if (!match || !isCalendarMoment(match)) throw bad();
      // A day, or a time without an offset, is read in Rome whatever the server's own zone.
      const iso = raw.length === 10 ? `${raw}T00:00:00` : raw.replace(" ", "T");
      const d = match[9] ? new Date(iso) : romeWallTime(iso);
      if (Number.isNaN(d.getTime())) throw bad();
      return d;
    }
    default:
      return raw;
  }
}

/** A filter's value(s), checked and converted; `in` takes a comma-separated list. */
function filterValue(column: AnyPgColumn, type: FilterType, op: Operator, raw: string, field: string) {
  if (op === "in")
    return raw
      .split(",")
      .filter(Boolean)
      .map((v) => coerce(v, type, field, column));
  const value = coerce(raw, type, field, column);
  // Text filters match a part of the value, whatever the case, as users type them.
  return type === "text" && op === "eq" ? containsPattern(String(value)) : value;
}

function condition(column: AnyPgColumn, type: FilterType, op: Operator, value: unknown, bind: Bind): SQL {
  if (op === "in") return inArray(column, (value as unknown[]).map(bind));
  const bound = bind(value);
  switch (op) {
    case "gt":
      return gt(column, bound);
    case "gte":
      return gte(column, bound);
    case "lt":
      return lt(column, bound);
    case "lte":
      return lte(column, bound);
    default:
      return type === "text" ? ilike(column, bound as string) : eq(column, bound);
  }
}

/** Binds values to placeholders `l0`, `l1`… in order; a moment as ISO text, as every driver takes it. */
function placeholders() {
  const values: Record<string, unknown> = {};
  let count = 0;
  const bind = ((value: unknown) => {
    const name = `l${count++}`;
    values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name);
  }) as Bind;
  return { bind, values, count: () => count };
}

/** All of the conditions, built on the first call and kept (none: no condition). */
function allOnce(conditions: (() => SQL)[]): () => SQL | undefined {
  let all: SQL | undefined | null = null;
  return () => {
    if (all === null) all = conditions.length ? and(...conditions.map((built) => built())) : undefined;
    return all;
  };
}

/**
 * Turns the spec's list parameters (read by `readListParams`) into a query against a
 * resource's allow-list: an unknown filter, operator or ordering is a 400 naming it.
 */
export function parseListQuery(query: ListQueryInput, spec: ListSpec): ParsedListQuery {
  const params = readListParams(query);
  // The conditions with their values in place, built only when read (`where`): a list whose
  // statement is compiled reads only the bound ones, and a free search built twice was a third
  // of the activity log's search call in the server (issue 49 §4).
  const conditions: (() => SQL)[] = [];
  const bound = placeholders();
  // Likewise with placeholders, their values bound now, in order, and the conditions built only
  // when a statement is first compiled: a compiled list reads only the values (issue 49 §4).
  const boundConditions: (() => SQL)[] = [];
  // What the bound statement's text depends on, beside the caller's own statement.
  const shape: (string | number)[] = [];
  const perPage = params.perPage ?? spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;

  for (const { key, field, op, value } of params.filters) {
    const custom = op === "eq" ? spec.customFilters?.[field] : undefined;
    if (custom) {
      conditions.push(() => custom(value, key, inPlace));
      const before = bound.count();
      const built = custom(value, key, bound.bind);
      boundConditions.push(() => built);
      shape.push(key, bound.count() - before);
      continue;
    }
    const filter = Object.hasOwn(spec.filterable, field) ? spec.filterable[field] : undefined;
    if (!filter || !(op === "eq" || (OPERATORS as readonly string[]).includes(op))) {
      throw AppError.field(key, "invalid_filter", { field: key });
    }
    const checked = filterValue(filter.column, filter.type, op as Operator, value, key);
    conditions.push(() => condition(filter.column, filter.type, op as Operator, checked, inPlace));
    const placeheld = Array.isArray(checked) ? checked.map(bound.bind) : bound.bind(checked);
    boundConditions.push(() => condition(filter.column, filter.type, op as Operator, placeheld, inPlace));
    shape.push(key, Array.isArray(checked) ? checked.length : 1);
  }

  for (const id of params.excludeIds) {
    conditions.push(() => ne(spec.tieBreaker, id));
    const placeheld = bound.bind(id);
    boundConditions.push(() => ne(spec.tieBreaker, placeheld));
  }
  shape.push("exclude", params.excludeIds.length);
  if (params.freeText && spec.freeText) {
    const term = params.freeText;
    const freeText = spec.freeText;
    conditions.push(() => freeText(term, inPlace));
    const before = bound.count();
    const built = spec.freeText(params.freeText, bound.bind);
    boundConditions.push(() => built);
    shape.push("free", bound.count() - before);
  }

  let orderBy = spec.defaultOrder;
  if (params.orderBy) {
    const descending = params.orderBy.startsWith("-");
    const name = descending ? params.orderBy.slice(1) : params.orderBy;
    const column = Object.hasOwn(spec.orderable, name) ? spec.orderable[name] : undefined;
    if (!column) throw AppError.field("order_by__", "invalid_order", { field: params.orderBy });
    orderBy = [descending ? desc(column) : asc(column), asc(spec.tieBreaker)];
  }
  shape.push("order", params.orderBy ?? "");

  let fields: ReadonlySet<string> | undefined;
  const where = allOnce(conditions);
  const boundWhere = allOnce(boundConditions);
  return {
    get where() {
      return where();
    },
    orderBy,
    limit: params.noPage ? null : perPage,
    offset: pageOffset(params, perPage),
    perPage,
    bound: {
      get where() {
        return boundWhere();
      },
      values: bound.values,
      key: JSON.stringify(shape),
    },
    searched: Boolean(params.freeText && spec.freeText),
    narrowed: conditions.length > 0,
    // Made when a list asks (the editors' contracts), not on every list's call.
    get fields() {
      fields ??= new Set([
        ...params.filters.map((filter) => filter.field),
        ...(params.orderBy ? [params.orderBy.replace(/^-/, "")] : []),
      ]);
      return fields;
    },
  };
}
