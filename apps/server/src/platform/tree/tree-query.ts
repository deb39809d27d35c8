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
