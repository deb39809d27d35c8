import type { ListResponse } from "@app/contracts";
import { z } from "zod";
import type { TreeQuery } from "./tree.repository";

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, "comma-separated ids")
  .transform((v) => v.split(",").map(Number));

/** Query of the tree list calls (`?no_page=no_page&exclude__id=&level=&filter__tree_id=`). */
export const treeListQuerySchema = z.object({
  no_page: z.string().optional(),
  exclude__id: idList.optional(),
  level: z.coerce.number().int().min(0).optional(),
  filter__tree_id: z.coerce.number().int().positive().optional(),
  filter__status: z.coerce.number().int().min(0).max(1).optional(),
});
export type TreeListQuery = z.infer<typeof treeListQuerySchema>;

export function treeQueryOf(query: TreeListQuery): TreeQuery {
  return {
    excludeIds: query.exclude__id,
    level: query.level,
    treeId: query.filter__tree_id,
    includeDisabled: query.filter__status === 1 ? false : undefined,
  };
}

/** Trees are small: their lists always come whole, in the list shape. */
export function wholeList<T>(results: T[]): ListResponse<T> {
  return { results, per_page: results.length, count: results.length };
}
