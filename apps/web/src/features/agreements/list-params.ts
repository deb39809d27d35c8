/**
 * The agreement list's state, kept in the URL (bookmarkable, survives a reload, back button)
 * and turned into the list call's query (spec §7 generic list: per_page, page, order_by__,
 * filter__…). Changing a filter or the page size goes back to page 1 (spec §4).
 */

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const ORDER_FIELDS = [
  "date_last_modify",
  "date_create",
  "title",
  "template_title",
  "status",
  "is_valid",
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export interface AgreementListParams {
  page: number;
  perPage: PageSize;
  order: OrderField;
  descending: boolean;
  title: string;
  template: string;
  valid: "" | "true" | "false";
  status: "" | "draft" | "ready";
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readListParams(search: URLSearchParams): AgreementListParams {
  const page = Number(search.get("page"));
  const perPage = Number(search.get("per_page"));
  const orderRaw = search.get("order") ?? "";
  const descending = orderRaw ? orderRaw.startsWith("-") : DEFAULT_PARAMS.descending;
  const date = (key: string) => {
    const value = search.get(key) ?? "";
    return ISO_DATE.test(value) ? value : "";
  };
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage)
      ? (perPage as PageSize)
      : DEFAULT_PARAMS.perPage,
    order: oneOf(orderRaw.replace(/^-/, "") || null, ORDER_FIELDS, DEFAULT_PARAMS.order),
    descending,
    title: search.get("title") ?? "",
    template: search.get("template") ?? "",
    valid: oneOf(search.get("valid"), ["", "true", "false"] as const, ""),
    status: oneOf(search.get("status"), ["", "draft", "ready"] as const, ""),
    from: date("from"),
    to: date("to"),
  };
}

/** The URL query for a state; defaults are left out so a plain list has a plain URL. */
export function writeListParams(params: AgreementListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set("page", String(params.page));
  if (params.perPage !== DEFAULT_PARAMS.perPage) search.set("per_page", String(params.perPage));
  if (params.order !== DEFAULT_PARAMS.order || params.descending !== DEFAULT_PARAMS.descending)
    search.set("order", `${params.descending ? "-" : ""}${params.order}`);
  for (const key of ["title", "template", "valid", "status", "from", "to"] as const) {
    const value = params[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

/**
 * A change from the screen. Anything but the page itself (a filter, the page size, the order)
 * starts again from page 1, as the customer expects a new list from its beginning.
 */
export function updateListParams(
  current: AgreementListParams,
  change: Partial<AgreementListParams>,
): AgreementListParams {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === "page");
  return onlyPage ? next : { ...next, page: 1 };
}

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + 1));
  return date.toISOString().slice(0, 10);
}

/** The list call's query (spec §7). The date range is inclusive of both days. */
export function toApiQuery(params: AgreementListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    per_page: params.perPage,
    page: params.page,
    order_by__: `${params.descending ? "-" : ""}${params.order}`,
  };
  if (params.title.trim()) query.filter__title = params.title.trim();
  if (params.template.trim()) query.filter__template_title = params.template.trim();
  if (params.valid) query.filter__is_valid = params.valid;
  if (params.status) query.filter__status = params.status;
  if (params.from) query.filter__date_last_modify__gte = params.from;
  if (params.to) query.filter__date_last_modify__lt = nextDay(params.to);
  return query;
}

export function hasFilters(params: AgreementListParams): boolean {
  return Boolean(
    params.title.trim() ||
      params.template.trim() ||
      params.valid ||
      params.status ||
      params.from ||
      params.to,
  );
}
