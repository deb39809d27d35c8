/**
 * The agreement list's state, kept in the URL (bookmarkable, survives a reload, back button)
 * and turned into the list call's query (spec §7 generic list: per_page, page, order_by__,
 * filter__…). Changing a filter or the page size goes back to page 1 (spec §4).
 */

import { AGREEMENT_STATUSES, type AgreementStatus } from "../../lib/agreement-status";
import {
  changeList,
  oneOf,
  orderBy,
  type Paging,
  readPaging,
  writePaging,
  writeValues,
} from "../../lib/list-url";
import type { ListUrlCodec } from "../../lib/use-list-url-state";

export { PAGE_SIZES, type PageSize } from "../../lib/list-url";

export const ORDER_FIELDS = [
  "date_last_modify",
  "date_create",
  "title",
  "template_title",
  "status",
  "is_valid",
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** The filters every agreement list has, the customer's and the editors' (spec §2). */
export interface AgreementFilters {
  title: string;
  template: string;
  valid: "" | "true" | "false";
  status: "" | AgreementStatus;
  /** Last change from / to, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export type AgreementListParams = Paging<OrderField> & AgreementFilters;

export const DEFAULT_PARAMS: AgreementListParams = {
  page: 1,
  perPage: 10,
  order: "date_last_modify",
  descending: true,
  title: "",
  template: "",
  valid: "",
  status: "",
  from: "",
  to: "",
};

/** The filters' keys, as they stand in the URL. */
export const AGREEMENT_FILTER_KEYS = ["title", "template", "valid", "status", "from", "to"] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the URL; anything it does not know is left empty. */
export function readAgreementFilters(search: URLSearchParams): AgreementFilters {
  const date = (key: string) => {
    const value = search.get(key) ?? "";
    return ISO_DATE.test(value) ? value : "";
  };
  return {
    title: search.get("title") ?? "",
    template: search.get("template") ?? "",
    valid: oneOf(search.get("valid"), ["", "true", "false"] as const, ""),
    status: oneOf(search.get("status"), ["", ...AGREEMENT_STATUSES] as const, ""),
    from: date("from"),
    to: date("to"),
  };
}

export function readListParams(search: URLSearchParams): AgreementListParams {
  return { ...readPaging(search, ORDER_FIELDS, DEFAULT_PARAMS), ...readAgreementFilters(search) };
}

/** The URL query for a state; defaults are left out so a plain list has a plain URL. */
export function writeListParams(params: AgreementListParams): URLSearchParams {
  const search = new URLSearchParams();
  writePaging(search, params, DEFAULT_PARAMS);
  writeValues(search, params, AGREEMENT_FILTER_KEYS);
  return search;
}

/**
 * A change from the screen. Anything but the page itself (a filter, the page size, the order)
 * starts again from page 1, as the customer expects a new list from its beginning.
 */
export const updateListParams = changeList<AgreementListParams>;

/** The ISO day after `isoDate`: an inclusive range of days ends before it. */
export function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The list call's page, order and filters (spec §7). The date range is inclusive of both days. */
export function toApiQuery(params: Paging<string> & AgreementFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {
    per_page: params.perPage,
    page: params.page,
    order_by__: orderBy(params),
  };
  if (params.title.trim()) query.filter__title = params.title.trim();
  if (params.template.trim()) query.filter__template_title = params.template.trim();
  if (params.valid) query.filter__is_valid = params.valid;
  if (params.status) query.filter__status = params.status;
  if (params.from) query.filter__date_last_modify__gte = params.from;
  if (params.to) query.filter__date_last_modify__lt = nextDay(params.to);
  return query;
}

export function hasFilters(params: AgreementFilters): boolean {
  return AGREEMENT_FILTER_KEYS.some((key) => params[key].trim() !== "");
}

/** The customer's agreement list's state in the URL. */
export const agreementListUrl: ListUrlCodec<AgreementListParams> = {
  defaults: DEFAULT_PARAMS,
  read: readListParams,
  write: writeListParams,
  hasFilters,
};
