import { LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
import { oneOf, orderBy, type Paging, readPaging, writePaging, writeValues } from "../../lib/list-url";
import type { ListUrlCodec } from "../../lib/use-list-url-state";

/**
 * The editor's calculator list state, kept in the URL (spec §4 Lists), and the list call's
 * query (`template/list/`: filter__title, __language, __status, __module).
 */

export const CALCULATOR_ORDERS = ["title", "language", "module", "status", "updated_at", "id"] as const;
export type CalculatorOrder = (typeof CALCULATOR_ORDERS)[number];

const FILTERS = ["title", "language", "status", "module"] as const;

export interface CalculatorListParams extends Paging<CalculatorOrder> {
  title: string;
  language: "" | (typeof LANGUAGES)[number];
  status: "" | (typeof TEMPLATE_STATUSES)[number];
  module: "" | (typeof MODULES)[number];
}

export const DEFAULT_CALCULATOR_PARAMS: CalculatorListParams = {
  page: 1,
  perPage: 10,
  order: "title",
  descending: false,
  title: "",
  language: "",
  status: "",
  module: "",
};

function read(search: URLSearchParams): CalculatorListParams {
  return {
    ...readPaging(search, CALCULATOR_ORDERS, DEFAULT_CALCULATOR_PARAMS),
    title: search.get("title") ?? "",
    language: oneOf(search.get("language"), ["", ...LANGUAGES] as const, ""),
    status: oneOf(search.get("status"), ["", ...TEMPLATE_STATUSES] as const, ""),
    module: oneOf(search.get("module"), ["", ...MODULES] as const, ""),
  };
}

function write(params: CalculatorListParams): URLSearchParams {
  const search = new URLSearchParams();
  writePaging(search, params, DEFAULT_CALCULATOR_PARAMS);
  writeValues(search, params, [...FILTERS]);
  return search;
}

export function calculatorListQuery(params: CalculatorListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    per_page: params.perPage,
    page: params.page,
    order_by__: orderBy(params),
  };
  for (const key of FILTERS) {
    const value = params[key].trim();
    if (value) query[`filter__${key}`] = value;
  }
  return query;
}

export const hasCalculatorFilters = (params: CalculatorListParams) =>
  FILTERS.some((key) => params[key].trim() !== "");

export const calculatorListUrl: ListUrlCodec<CalculatorListParams> = {
  defaults: DEFAULT_CALCULATOR_PARAMS,
  read,
  write,
  hasFilters: hasCalculatorFilters,
};
