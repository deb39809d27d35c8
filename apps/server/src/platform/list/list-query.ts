import { PAGE_SIZES } from "@app/contracts";
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../http/app-error";

export type FilterType = "text" | "exact" | "number" | "boolean" | "date";

/** What a resource allows in its list query: anything else is refused with 400. */
export interface ListSpec {
  pageSizes?: readonly number[];
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

export type ListQueryInput = Record<string, string | string[] | undefined>;

const OPERATORS = ["gt", "gte", "lt", "lte", "in"] as const;
type Operator = (typeof OPERATORS)[number] | "eq";

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.at(-1) : value;
}

/** An ILIKE pattern matching `term` anywhere, its own `%`, `_` and `\\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

export function coerce(raw: string, type: FilterType, field: string): string | number | boolean | Date {
  const bad = () => AppError.field(field, "field_invalid", { attribute: field });
  switch (type) {
    case "number": {
      const n = Number(raw);
      if (raw.trim() === "" || !Number.isFinite(n)) throw bad();
      return n;
    }
    case "boolean":
      if (!["true", "false", "1", "0"].includes(raw.toLowerCase())) throw bad();
      return raw === "true" || raw === "1";
    case "date": {
      if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?/.test(raw)) throw bad();
      const d = new Date(raw.length === 10 ? `${raw}T00:00:00` : raw.replace(" ", "T"));
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
      .map((v) => coerce(v, type, field));
    return inArray(column, values);
  }
  const value = coerce(raw, type, field);
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
 * Reads the spec's list parameters (per_page, page, order_by__, filter__<field>[__op],
 * exclude__id, free_filter__, no_page) against a resource's allow-list.
 */
export function parseListQuery(query: ListQueryInput, spec: ListSpec): ParsedListQuery {
  const sizes = spec.pageSizes ?? PAGE_SIZES;
  const conditions: SQL[] = [];
  let perPage = spec.defaultPageSize ?? sizes[0] ?? 10;
  const perPageRaw = single(query.per_page);
  if (perPageRaw !== undefined) {
    perPage = Number(perPageRaw);
    if (!sizes.includes(perPage))
      throw AppError.field("per_page", "invalid_page_size", { sizes: sizes.join(", ") });
  }
  const pageRaw = single(query.page);
  const page = pageRaw === undefined || pageRaw === "" ? 1 : Number(pageRaw);
  if (!Number.isInteger(page) || page < 1)
    throw AppError.field("page", "field_invalid", { attribute: "page" });

  for (const [key, rawValue] of Object.entries(query)) {
    const value = single(rawValue);
    if (value === undefined || !key.startsWith("filter__")) continue;
    const [field = "", op = "eq"] = key.slice("filter__".length).split("__");
    const custom = op === "eq" ? spec.customFilters?.[field] : undefined;
    if (custom) {
      conditions.push(custom(value, key));
      continue;
    }
    const filter = spec.filterable[field];
    if (!filter || !(op === "eq" || (OPERATORS as readonly string[]).includes(op))) {
      throw AppError.field(key, "invalid_filter", { field: key });
    }
    conditions.push(condition(filter.column, filter.type, op as Operator, value, key));
  }

  const exclude = single(query.exclude__id);
  if (exclude) {
    const ids = exclude.split(",").map((v) => coerce(v, "number", "exclude__id") as number);
    for (const id of ids) conditions.push(ne(spec.tieBreaker, id));
  }

  const freeText = single(query.free_filter__)?.trim();
  if (freeText && spec.freeText) conditions.push(spec.freeText(freeText));

  let orderBy = spec.defaultOrder;
  const orderRaw = single(query.order_by__);
  if (orderRaw) {
    const descending = orderRaw.startsWith("-");
    const column = spec.orderable[descending ? orderRaw.slice(1) : orderRaw];
    if (!column) throw AppError.field("order_by__", "invalid_order", { field: orderRaw });
    orderBy = [descending ? desc(column) : asc(column), asc(spec.tieBreaker)];
  }

  const noPage = single(query.no_page) !== undefined;
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: noPage ? null : perPage,
    offset: noPage ? 0 : (page - 1) * perPage,
    perPage,
  };
}
