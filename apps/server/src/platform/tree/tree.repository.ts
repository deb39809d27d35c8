import { and, asc, eq, getTableName, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TreeRow, TreeTable } from "./tree.columns";

export type { TreeRow } from "./tree.columns";

export interface TreeQuery {
  id?: number;
  /** Only level-0 nodes. */
  roots?: boolean;
  parentId?: number;
  /** Every node below this one. */
  descendantsOf?: number;
  /** This node and every node below it. */
  subtreeOf?: number;
  treeId?: number;
  level?: number;
  leavesOnly?: boolean;
  excludeIds?: number[];
  /** Disabled nodes (status 0) are listed unless this is false. */
  includeDisabled?: boolean;
}

/**
 * Queries over any tree (categories, wizards, the calculator wizard: same shape). Order: depth,
 * then position, so a parent always precedes its children.
 */
export function createTreeRepository(db: Database, table: TreeTable) {
  // The outer table is named literally: an unqualified "id" would bind to `child`.
  const outer = sql.raw(`"${getTableName(table)}"`);
  const childExists = sql<boolean>`exists (select 1 from ${table} child where child.parent_id = ${outer}.id)`;
  return {
    async find(query: TreeQuery): Promise<TreeRow[]> {
      const conditions: (SQL | undefined)[] = [];
      if (query.id !== undefined) conditions.push(eq(table.id, query.id));
      if (query.roots) conditions.push(eq(table.level, 0));
      if (query.parentId !== undefined) conditions.push(eq(table.parent_id, query.parentId));
      if (query.descendantsOf !== undefined) {
        conditions.push(
          sql`${outer}.path like (select p.path from ${table} p where p.id = ${query.descendantsOf}) || '%'`,
          ne(table.id, query.descendantsOf),
        );
      }
      if (query.subtreeOf !== undefined)
        conditions.push(
          sql`${outer}.path like (select p.path from ${table} p where p.id = ${query.subtreeOf}) || '%'`,
        );
      if (query.treeId !== undefined) conditions.push(eq(table.tree_id, query.treeId));
      if (query.level !== undefined) conditions.push(sql`${table.level} >= ${query.level}`);
      if (query.leavesOnly) conditions.push(sql`not ${childExists}`);
      if (query.excludeIds?.length) conditions.push(notInArray(table.id, query.excludeIds));
      if (query.includeDisabled === false) conditions.push(eq(table.status, 1));
      const rows = await db
        .select({ node: table, is_leaf: sql<boolean>`not ${childExists}` } as never)
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(table.level), asc(table.position), asc(table.id));
      return (rows as { node: TreeRow; is_leaf: boolean }[]).map((r) => ({ ...r.node, is_leaf: r.is_leaf }));
    },
    async findById(id: number): Promise<TreeRow | null> {
      const [row] = await this.find({ id });
      return row ?? null;
    },
  };
}

export type TreeRepository = ReturnType<typeof createTreeRepository>;
