import { z } from "zod";
import { AppError } from "../http/app-error";

export type ListQueryInput = Record<string, string | string[] | undefined>;

/**
 * The querystring schema of every list route: any parameters, as strings. Their meaning is
 * checked by `readListParams` and the list's allow-list, which answer 400 naming the parameter.
 */
export const listQuerystringSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** `per_page` is any whole number in this range (issue 13); each list has its own default. */
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 100;

/** The largest id a client may send: ids are bigint columns read as JS numbers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** One `filter__<field>[__<op>]=value` of the query. */
export interface ListFilter {
  /** The query key as sent, for the field error. */
  key: string;
  field: string;
  op: string;
  value: string;
}

/** The spec's list parameters, read once for every list of the API. */
export interface ListParams {
  /** Absent: the list's own default. */
  perPage: number | undefined;
  page: number;
  /** `no_page=no_page` (any value): the whole list. */
  noPage: boolean;
  excludeIds: number[];
  /** `order_by__`: a field name, `-` first for descending. */
  orderBy: string | undefined;
  freeText: string | undefined;
  filters: ListFilter[];
  /** Every other non-empty parameter (e.g. the tree lists' `level`). */
  other: Record<string, string>;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.at(-1) : value;
}

/** A whole number written in plain digits (no sign, exponent, spaces or hex), within `max`. */
export function parseWholeNumber(raw: string, max: number): number | undefined {
  if (!/^\d{1,16}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= max ? n : undefined;
}

/** Ids as sent in a query (`exclude__id=3,5`): positive whole numbers, comma-separated. */
export function parseIdList(raw: string, key: string): number[] {
  return raw.split(",").map((part) => {
    const id = parseWholeNumber(part.trim(), MAX_ID);
    if (id === undefined || id < 1) throw AppError.field(key, "field_invalid");
    return id;
  });
}

/**
 * Reads per_page, page, no_page, exclude__id, order_by__, free_filter__ and filter__… as the
 * spec writes them. An empty parameter means the parameter is absent (`?exclude__id=&page=`
 * are the spec's literal calls); a malformed one is a 400 naming the parameter.
 */
export function readListParams(query: ListQueryInput): ListParams {
  const present: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value = single(raw);
    if (value !== undefined && value !== "") present[key] = value;
  }
  const { per_page, page, no_page, exclude__id, order_by__, free_filter__, ...rest } = present;

  let perPage: number | undefined;
  if (per_page !== undefined) {
    perPage = parseWholeNumber(per_page.trim(), PER_PAGE_MAX);
    if (perPage === undefined || perPage < PER_PAGE_MIN) {
      throw AppError.field("per_page", "invalid_page_size", { min: PER_PAGE_MIN, max: PER_PAGE_MAX });
    }
  }
  const pageNumber = page === undefined ? 1 : parseWholeNumber(page.trim(), MAX_ID);
  if (pageNumber === undefined || pageNumber < 1) {
    throw AppError.field("page", "field_invalid");
  }

  const filters: ListFilter[] = [];
  const other: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (!key.startsWith("filter__")) {
      other[key] = value;
      continue;
    }
    const [field = "", op = "eq", ...extra] = key.slice("filter__".length).split("__");
    if (!field || extra.length) throw AppError.field(key, "invalid_filter", { field: key });
    filters.push({ key, field, op, value });
  }

  return {
    perPage,
    page: pageNumber,
    noPage: no_page !== undefined,
    excludeIds: exclude__id === undefined ? [] : parseIdList(exclude__id, "exclude__id"),
    orderBy: order_by__?.trim() || undefined,
    freeText: free_filter__?.trim() || undefined,
    filters,
    other,
  };
}

/** A filter's value as a whole number within `max`, or a 400 naming the filter. */
export function wholeNumberParam(raw: string | undefined, key: string, max = MAX_ID): number | undefined {
  if (raw === undefined) return undefined;
  const n = parseWholeNumber(raw.trim(), max);
  if (n === undefined) throw AppError.field(key, "field_invalid");
  return n;
}

/** Where a page starts, in rows; pages past any real list still give a valid (empty) page. */
export function pageOffset(params: ListParams, perPage: number): number {
  return params.noPage ? 0 : Math.min((params.page - 1) * perPage, MAX_ID);
}
