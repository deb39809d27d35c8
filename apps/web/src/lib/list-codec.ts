import { type PageSize, type Paging, readPaging, writePaging, writeValues } from "./list-url";
import type { ListUrlCodec } from "./use-list-url-state";

/** A back-office list's state: paging and ordering, plus its text filters (all strings). */
export type ListParams<O extends string, F extends string> = Paging<O> & Record<F, string>;

/** How a list's URL reads beyond its orders and filters. */
export interface ListCodecOptions<F extends string> {
  /** Rows per page by default (25). */
  pageSize?: PageSize;
  /** Whether the default order reads newest (or largest) first. */
  descending?: boolean;
  /** The values a filter may take (others read as empty): its choices, or a pattern. */
  accepts?: Partial<Record<F, readonly string[] | RegExp>>;
}

/**
 * The URL codec of a back-office list: page, size and order like every editor list, and its
 * filters, each a string in the query when not empty; one a URL gives outside what it accepts is
 * left empty, so an old bookmark opens the list rather than an error.
 */
export function listCodec<O extends string, F extends string>(
  orders: readonly O[],
  defaultOrder: O,
  filters: readonly F[],
  options: ListCodecOptions<F> = {},
): ListUrlCodec<ListParams<O, F>> {
  const empty = Object.fromEntries(filters.map((f) => [f, ""])) as Record<F, string>;
  const defaults = {
    page: 1,
    perPage: options.pageSize ?? 25,
    order: defaultOrder,
    descending: options.descending ?? false,
    ...empty,
  } as ListParams<O, F>;
  const accepted = (filter: F, value: string) => {
    const accepts = options.accepts?.[filter];
    if (!accepts || value === "") return value;
    const ok = accepts instanceof RegExp ? accepts.test(value) : accepts.includes(value);
    return ok ? value : "";
  };
  return {
    defaults,
    read: (search) =>
      ({
        ...readPaging(search, orders, defaults),
        ...Object.fromEntries(filters.map((f) => [f, accepted(f, search.get(f) ?? "")])),
      }) as ListParams<O, F>,
    write(params) {
      const search = new URLSearchParams();
      writePaging(search, params, defaults);
      writeValues(search, params as Record<string, unknown>, filters as readonly string[]);
      return search;
    },
    hasFilters: (params) => filters.some((f) => (params[f] as string).trim() !== ""),
  };
}

/** The list call's query: paging, `order_by__`, `free_filter__` for `search`, `filter__<name>` for the rest. */
export function listQuery<O extends string, F extends string>(
  params: ListParams<O, F>,
  filters: readonly F[],
) {
  const query: Record<string, string | number> = {
    page: params.page,
    per_page: params.perPage,
    order_by__: `${params.descending ? "-" : ""}${params.order}`,
  };
  for (const f of filters) {
    const value = (params[f] as string).trim();
    if (value) query[f === "search" ? "free_filter__" : `filter__${f}`] = value;
  }
  return query;
}
