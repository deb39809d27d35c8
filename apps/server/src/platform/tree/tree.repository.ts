import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TreeRow, TreeTable } from "./tree.columns";
import { isLeafSql, type TreeQuery, treeConditions, treeOrder } from "./tree-json";

export type { TreeRow } from "./tree.columns";
export type { TreeQuery } from "./tree-json";

/**
 * Queries over any tree (categories, wizards, the calculator wizard: same shape). Order: depth,
 * then position, so a parent always precedes its children.
 */
export function createTreeRepository(db: Database, table: TreeTable) {
  return {
    async find(query: TreeQuery): Promise<TreeRow[]> {
      const rows = await db
        .select({ node: table, is_leaf: sql<boolean>`${isLeafSql(table)}` } as never)
        .from(table)
        .where(treeConditions(table, query))
        .orderBy(...treeOrder(table));
      return (rows as { node: TreeRow; is_leaf: boolean }[]).map((r) => ({ ...r.node, is_leaf: r.is_leaf }));
    },
    async findById(id: number): Promise<TreeRow | null> {
      const [row] = await this.find({ id });
      return row ?? null;
    },
  };
}

export type TreeRepository = ReturnType<typeof createTreeRepository>;
