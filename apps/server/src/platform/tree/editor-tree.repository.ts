import { asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { TreeTable } from "./tree.columns";
import { createTreeRepository } from "./tree.repository";

/**
 * How a tree's nodes link to what they list: a link table (node id, item id) and the items'
 * table. `ref` selects what an editor sees of a linked item (the template-version shape:
 * calculators, not versioned, answer their own id as family and version 1).
 */
export interface TreeLinks {
  table: PgTable;
  node: PgColumn;
  item: PgColumn;
  target: PgTable & { id: PgColumn; title: PgColumn };
  ref: {
    id: PgColumn;
    family_id: PgColumn | SQL;
    version: PgColumn | SQL;
    title: PgColumn;
    language: PgColumn;
    status: PgColumn;
  };
  /** The link row to insert. */
  row(nodeId: number, itemId: number): Record<string, number>;
}

/** An item linked to a node, as the editor's tree shows it. */
export interface LinkedItem {
  node_id: number;
  id: number;
  family_id: number | null;
  version: number;
  title: string;
  language: "it" | "en";
  status: "draft" | "ready" | "public" | "archived";
}

/** Writes on a tree, keeping parent_id, tree_id, level, path and position; and its links. */
export function createEditorTreeRepository(db: Database, table: TreeTable, links: TreeLinks) {
  const reads = createTreeRepository(db, table);
  const siblingsOf = (parentId: number | null) =>
    parentId === null ? isNull(table.parent_id) : eq(table.parent_id, parentId);

  return {
    ...reads,

    /** Ids of the node's siblings (itself included), in their order. */
    async siblingIds(parentId: number | null): Promise<number[]> {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(siblingsOf(parentId))
        .orderBy(asc(table.position), asc(table.id));
      return rows.map((r) => Number(r.id));
    },

    async countChildren(id: number): Promise<number> {
      return db.$count(table, eq(table.parent_id, id));
    },

    /** Inserts a node as the last of its siblings and fills in its tree id and path. */
    async insert(
      parent: { id: number; tree_id: number; level: number; path: string } | null,
      values: {
        title_it: string;
        title_en: string;
        status: number;
        question_it?: string | null;
        question_en?: string | null;
      },
    ): Promise<number> {
      const [last] = await db
        .select({ max: sql<number>`coalesce(max(${table.position}), -1)`.mapWith(Number) })
        .from(table)
        .where(siblingsOf(parent?.id ?? null));
      const [row] = (await db
        .insert(table)
        .values({
          ...values,
          parent_id: parent?.id ?? null,
          // Provisional: a root is its own tree, known once its id is.
          tree_id: parent?.tree_id ?? 0,
          level: parent ? parent.level + 1 : 0,
          path: "",
          position: (last?.max ?? -1) + 1,
        } as never)
        .returning({ id: table.id })) as { id: number }[];
      const id = Number(row?.id ?? 0);
      await db
        .update(table)
        .set({ tree_id: parent?.tree_id ?? id, path: `${parent?.path ?? "/"}${id}/` } as never)
        .where(eq(table.id, id));
      return id;
    },

    async update(id: number, changes: Record<string, unknown>) {
      await db
        .update(table)
        .set({ ...changes, updated_at: new Date() } as never)
        .where(eq(table.id, id));
    },

    /** Renumbers siblings 0..n-1 in the given order. */
    async setPositions(orderedIds: number[]) {
      for (const [position, id] of orderedIds.entries()) {
        await db
          .update(table)
          .set({ position } as never)
          .where(eq(table.id, id));
      }
    },

    async delete(id: number) {
      await db.delete(links.table).where(eq(links.node, id));
      await db.delete(table).where(eq(table.id, id));
    },

    /** The items linked to these nodes. */
    linked(nodeIds: number[]): Promise<LinkedItem[]> {
      if (nodeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ node_id: links.node, ...links.ref })
        .from(links.table)
        .innerJoin(links.target, eq(links.target.id, links.item))
        .where(inArray(links.node, nodeIds))
        .orderBy(asc(links.target.title), asc(links.ref.version)) as unknown as Promise<LinkedItem[]>;
    },

    async replaceLinks(nodeId: number, itemIds: number[]) {
      await db.delete(links.table).where(eq(links.node, nodeId));
      if (itemIds.length)
        await db.insert(links.table).values(itemIds.map((itemId) => links.row(nodeId, itemId)) as never);
    },

    /** Which of these ids name an existing item. */
    async existingItems(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: links.target.id })
        .from(links.target)
        .where(inArray(links.target.id, ids));
      return rows.map((r) => Number(r.id));
    },
  };
}

export type EditorTreeRepository = ReturnType<typeof createEditorTreeRepository>;
