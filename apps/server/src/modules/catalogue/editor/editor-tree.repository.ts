import { and, asc, eq, inArray, isNull, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { categories, templateCategories, templates, wizards, wizardTemplates } from "../template.table";
import { createTreeRepository } from "../tree.repository";

export type TreeKind = "category" | "wizard";

const TEMPLATE_REF = {
  id: templates.id,
  family_id: templates.family_id,
  version: templates.version,
  title: templates.title,
  language: templates.language,
  status: templates.status,
};

/** Writes on the category and wizard trees, keeping parent_id, tree_id, level, path and position. */
export function createEditorTreeRepository(db: Database, kind: TreeKind) {
  const table = kind === "category" ? categories : wizards;
  const reads = createTreeRepository(db, table);
  const link =
    kind === "category"
      ? {
          table: templateCategories,
          node: templateCategories.category_id,
          template: templateCategories.template_id,
        }
      : { table: wizardTemplates, node: wizardTemplates.wizard_id, template: wizardTemplates.template_id };
  const siblingsOf = (parentId: number | null) =>
    parentId === null ? isNull(table.parent_id) : eq(table.parent_id, parentId);

  return {
    ...reads,

    /** Ids of the node's siblings (itself included), in their order. */
    async siblingIds(parentId: number | null): Promise<number[]> {
      const rows = await db
        .select({ id: table.id })
        .from(table as typeof categories)
        .where(siblingsOf(parentId))
        .orderBy(asc(table.position), asc(table.id));
      return rows.map((r) => r.id);
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
        .from(table as typeof categories)
        .where(siblingsOf(parent?.id ?? null));
      const [row] = await db
        .insert(table)
        .values({
          ...values,
          parent_id: parent?.id ?? null,
          // Provisional: a root is its own tree, known once its id is.
          tree_id: parent?.tree_id ?? 0,
          level: parent ? parent.level + 1 : 0,
          path: "",
          position: (last?.max ?? -1) + 1,
        })
        .returning({ id: table.id });
      const id = row?.id ?? 0;
      await db
        .update(table)
        .set({ tree_id: parent?.tree_id ?? id, path: `${parent?.path ?? "/"}${id}/` })
        .where(eq(table.id, id));
      return id;
    },

    async update(id: number, changes: Record<string, unknown>) {
      await db
        .update(table)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(table.id, id));
    },

    /** Renumbers siblings 0..n-1 in the given order. */
    async setPositions(orderedIds: number[]) {
      for (const [position, id] of orderedIds.entries()) {
        await db.update(table).set({ position }).where(eq(table.id, id));
      }
    },

    async delete(id: number) {
      await db.delete(link.table).where(eq(link.node, id));
      await db.delete(table).where(eq(table.id, id));
    },

    /** The template versions linked to these nodes. */
    linkedTemplates(nodeIds: number[]) {
      if (nodeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ node_id: link.node, ...TEMPLATE_REF })
        .from(link.table)
        .innerJoin(templates, eq(templates.id, link.template))
        .where(inArray(link.node, nodeIds))
        .orderBy(asc(templates.title), asc(templates.version));
    },

    async replaceTemplates(nodeId: number, templateIds: number[]) {
      await db.delete(link.table).where(eq(link.node, nodeId));
      if (templateIds.length)
        await db
          .insert(link.table)
          .values(
            templateIds.map((template_id) =>
              kind === "category" ? { category_id: nodeId, template_id } : { wizard_id: nodeId, template_id },
            ) as never,
          );
    },

    async existingTemplates(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: templates.id }).from(templates).where(inArray(templates.id, ids));
    },

    /**
     * Live (not archived) template versions listed under this category and under no other:
     * deleting the category would leave them out of the catalogue.
     */
    orphansIfDeleted(categoryId: number) {
      const other = db
        .select({ one: sql`1` })
        .from(templateCategories)
        .where(
          and(
            eq(templateCategories.template_id, templates.id),
            ne(templateCategories.category_id, categoryId),
          ),
        );
      return db
        .select({ id: templates.id, title: templates.title, version: templates.version })
        .from(templateCategories)
        .innerJoin(templates, eq(templates.id, templateCategories.template_id))
        .where(
          and(
            eq(templateCategories.category_id, categoryId),
            ne(templates.status, "archived"),
            notExists(other),
          ),
        )
        .orderBy(asc(templates.title));
    },
  };
}

export type EditorTreeRepository = ReturnType<typeof createEditorTreeRepository>;
