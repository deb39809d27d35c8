import type { ListResponse } from "@app/contracts";
import { type ListQueryInput, readListParams, wholeNumberParam } from "../list/list-params";
import type { TreeQuery } from "./tree.repository";

/** Query of the tree list calls (`?no_page=no_page&exclude__id=&level=&filter__tree_id=`). */
export { listQuerystringSchema as treeListQuerySchema } from "../list/list-params";

/**
 * Reads a tree list's parameters with the list platform's reader (empty means absent, ids in
 * range): trees are read whole, so only exclusion, level, tree and status narrow them (a page
 * is cut afterwards, by `treeList`).
 */
export function treeQueryOf(query: ListQueryInput): TreeQuery {
  const params = readListParams(query);
  const filter = (field: string) => params.filters.find((f) => f.field === field && f.op === "eq");
  const status = wholeNumberParam(filter("status")?.value, "filter__status", 1);
  return {
    excludeIds: params.excludeIds.length ? params.excludeIds : undefined,
    level: wholeNumberParam(params.other.level, "level", 1_000),
    treeId: wholeNumberParam(filter("tree_id")?.value, "filter__tree_id"),
    includeDisabled: status === 1 ? false : undefined,
  };
}

/**
 * A tree list in the list shape. Trees are small and read whole; the answer is whole too unless
 * `per_page` is sent (spec §4, §7: `per_page` and `page` page every list), and `no_page` keeps
 * it whole whatever the size: the spec's tree calls send `no_page` or nothing, and get all rows.
 */
export function treeList<T>(results: T[], query: ListQueryInput): ListResponse<T> {
  const { perPage, page, noPage } = readListParams(query);
  if (noPage || perPage === undefined) return { results, per_page: results.length, count: results.length };
  const start = (page - 1) * perPage;
  return { results: results.slice(start, start + perPage), per_page: perPage, count: results.length };
}
