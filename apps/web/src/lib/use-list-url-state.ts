import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { changeList } from "./list-url";

/** How a list's state lives in the URL: each list screen declares one (its `list-params.ts`). */
export interface ListUrlCodec<P extends { page: number }> {
  defaults: P;
  read(search: URLSearchParams): P;
  /** The query string of a state; defaults left out, so a plain list keeps a plain URL. */
  write(params: P): URLSearchParams;
  hasFilters(params: P): boolean;
}

/**
 * A list's state in the URL (bookmarkable, survives a reload, the back button restores it).
 * `change` starts again from page 1 unless only the page changes (spec §4); it reads the URL as
 * it is when the change lands, so a debounced filter never undoes a newer choice.
 */
export function useListUrlState<P extends { page: number }>(codec: ListUrlCodec<P>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => codec.read(search), [codec, search]);
  const change = useCallback(
    (patch: Partial<P>) =>
      setSearch((current) => codec.write(changeList(codec.read(current), patch)), {
        replace: !("page" in patch),
        preventScrollReset: true,
      }),
    [codec, setSearch],
  );
  const clearFilters = useCallback(() => setSearch(codec.write(codec.defaults)), [codec, setSearch]);
  /** After a delete: the last row of a later page gone, show the page before it. */
  const afterDelete = useCallback(
    (rowsOnPage: number) => {
      if (rowsOnPage <= 1 && params.page > 1) change({ page: params.page - 1 } as Partial<P>);
    },
    [change, params.page],
  );
  return { params, change, clearFilters, afterDelete, filtered: codec.hasFilters(params) };
}
