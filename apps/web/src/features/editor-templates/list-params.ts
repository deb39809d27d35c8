import { LANGUAGES, MODULES, TEMPLATE_STATUSES } from "@app/contracts";
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

/**
 * The editor's template list state, kept in the URL (spec §4 Lists), and the list call's query
 * (`template/list/`: filter__title, __language, __status, __module, __category).
 */

export const TEMPLATE_ORDERS = [
  "title",
  "language",
  "module",
  "status",
  "version",
  "updated_at",
  "created_at",
  "id",
] as const;
export type TemplateOrder = (typeof TEMPLATE_ORDERS)[number];

export interface TemplateListParams extends Paging<TemplateOrder> {
  title: string;
  language: "" | (typeof LANGUAGES)[number];
  status: "" | (typeof TEMPLATE_STATUSES)[number];
  module: "" | (typeof MODULES)[number];
  /** A category id; the server includes its descendants. */
  category: string;
}

export const DEFAULT_TEMPLATE_PARAMS: TemplateListParams = {
  page: 1,
  perPage: 10,
  order: "updated_at",
  descending: true,
  title: "",
  language: "",
  status: "",
  module: "",
  category: "",
};

export function readTemplateParams(search: URLSearchParams): TemplateListParams {
  const category = search.get("category") ?? "";
  return {
    ...readPaging(search, TEMPLATE_ORDERS, DEFAULT_TEMPLATE_PARAMS),
    title: search.get("title") ?? "",
    language: oneOf(search.get("language"), ["", ...LANGUAGES] as const, ""),
    status: oneOf(search.get("status"), ["", ...TEMPLATE_STATUSES] as const, ""),
    module: oneOf(search.get("module"), ["", ...MODULES] as const, ""),
    category: /^\d+$/.test(category) ? category : "",
  };
}

export function writeTemplateParams(params: TemplateListParams): URLSearchParams {
  const search = new URLSearchParams();
  writePaging(search, params, DEFAULT_TEMPLATE_PARAMS);
  writeValues(search, params, ["title", "language", "status", "module", "category"]);
  return search;
}

export const updateTemplateParams = changeList<TemplateListParams>;

export function templateListQuery(params: TemplateListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    per_page: params.perPage,
    page: params.page,
    order_by__: orderBy(params),
  };
  if (params.title.trim()) query.filter__title = params.title.trim();
  for (const key of ["language", "status", "module", "category"] as const) {
    if (params[key]) query[`filter__${key}`] = params[key];
  }
  return query;
}

export const hasTemplateFilters = (p: TemplateListParams) =>
  Boolean(p.title.trim() || p.language || p.status || p.module || p.category);

/** The template list's state in the URL. */
export const templateListUrl: ListUrlCodec<TemplateListParams> = {
  defaults: DEFAULT_TEMPLATE_PARAMS,
  read: readTemplateParams,
  write: writeTemplateParams,
  hasFilters: hasTemplateFilters,
};
