/**
 * The URL side of the editor's back-office lists (spec §4 Lists, §9 page sizes): page, page size
 * and ordering read from and written to the query string, so a list is bookmarkable and the back
 * button restores it. Each list adds its own filters on top.
 */

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface Paging<O extends string> {
  page: number;
  perPage: PageSize;
  order: O;
  descending: boolean;
}

/** The `page` parameter: a whole number from 1; anything else is page 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Reads page, per_page and order (`-` prefix for descending); anything unknown falls back. */
export function readPaging<O extends string>(
  search: URLSearchParams,
  orders: readonly O[],
  defaults: Paging<O>,
): Paging<O> {
  const perPage = Number(search.get("per_page"));
  const rawOrder = search.get("order") ?? "";
  const order = rawOrder.replace(/^-/, "");
  const known = (orders as readonly string[]).includes(order);
  return {
    page: readPage(search),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as PageSize) : defaults.perPage,
    order: known ? (order as O) : defaults.order,
    descending: known ? rawOrder.startsWith("-") : defaults.descending,
  };
}

/** Writes what differs from the defaults, so a plain list keeps a plain URL. */
export function writePaging<O extends string>(
  search: URLSearchParams,
  paging: Paging<O>,
  defaults: Paging<O>,
): void {
  if (paging.page !== 1) search.set("page", String(paging.page));
  if (paging.perPage !== defaults.perPage) search.set("per_page", String(paging.perPage));
  if (paging.order !== defaults.order || paging.descending !== defaults.descending)
    search.set("order", orderBy(paging));
}

/** The list call's `order_by__` value. */
export const orderBy = ({ order, descending }: { order: string; descending: boolean }) =>
  `${descending ? "-" : ""}${order}`;

/** Spec §4: a new filter, page size or order starts again from page 1; a page change does not. */
export function changeList<P extends { page: number }>(current: P, change: Partial<P>): P {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === "page");
  return onlyPage ? next : { ...next, page: 1 };
}

/**
 * A click on a column heading: the same column flips the direction, another column starts
 * ascending (dates descending, newest first, which is what an editor looks for).
 */
export function toggleOrder<O extends string>(
  current: { order: O; descending: boolean },
  column: O,
  descendingFirst: readonly O[] = [],
): { order: O; descending: boolean } {
  if (current.order === column) return { order: column, descending: !current.descending };
  return { order: column, descending: descendingFirst.includes(column) };
}

/** Sets the non-empty values of `keys` (a list's filters) in the URL query. */
export function writeValues<P>(
  search: URLSearchParams,
  params: P,
  keys: readonly (keyof P & string)[],
): void {
  for (const key of keys) {
    const value = String(params[key]).trim();
    if (value) search.set(key, value);
  }
}

/** One of the allowed values, or the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
