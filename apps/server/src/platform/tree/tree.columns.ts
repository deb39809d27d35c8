import {
  bigint,
  boolean,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  type PgColumn,
  type PgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Columns shared by every tree (categories, the contract wizard, the calculator wizard): an
 * adjacency list (parent_id) plus the root's id (tree_id), the depth (level, 0 = root) and a
 * materialised path of ids (`/1/4/9/`) so a subtree is one indexed prefix query.
 */
export const treeColumns = () => ({
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  parent_id: bigint("parent_id", { mode: "number" }),
  tree_id: bigint("tree_id", { mode: "number" }).notNull(),
  level: integer("level").notNull(),
  path: text("path").notNull(),
  position: integer("position").notNull().default(0),
  /** 0 = disabled: shown disabled in selectors. */
  status: smallint("status").notNull().default(1),
  title_it: text("title_it").notNull(),
  title_en: text("title_en").notNull(),
  /** Identifies demo content across reseeds; null for editor-made nodes. */
  seed_key: text("seed_key").unique(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Whether the node has no child, and the node as its lists write it in each language, up to
   * its items (`{"id":…,…,"is_leaf":…` and a wizard's `,"question":…`): kept by triggers on the
   * tree (migration 0045) whoever writes it, so that a whole tree is written by joining text
   * rather than typing every column of every node on every call (issue 49 §4). Read only by
   * the lists (`tree-json.ts`); null only between the column's adding and its filling.
   */
  is_leaf: boolean("is_leaf"),
  list_head_it: text("list_head_it"),
  list_head_en: text("list_head_en"),
});

/** A wizard's node also asks the question that chooses among its children. */
export const wizardColumns = () => ({
  ...treeColumns(),
  question_it: text("question_it"),
  question_en: text("question_en"),
  /**
   * A leaf's public items by title as its lists write them, each item's lock left as its module
   * (`"locked":@work}`) for the list to write (`keptItems` in tree-json.ts): kept by triggers on
   * the links and the items (migration 0051), so that a whole wizard joins no item on a call
   * (issue 49 §4). Null for a node that never had an item.
   */
  list_items: text("list_items"),
});

/**
 * A tree table's constraints: the parent is a node of the same table; nodes are read by tree and
 * depth, and subtrees by path prefix.
 */
export const treeConstraints =
  (name: string) => (t: Record<"id" | "parent_id" | "tree_id" | "level" | "path", ExtraConfigColumn>) => [
    foreignKey({ columns: [t.parent_id], foreignColumns: [t.id] }),
    index(`${name}_tree_idx`).on(t.tree_id, t.level),
    index(`${name}_path_idx`).on(t.path.op("text_pattern_ops")),
  ];

type TreeColumnName = keyof ReturnType<typeof treeColumns>;

/** Any table built on `treeColumns()`; wizards add their question. */
export type TreeTable = PgTable & { [K in TreeColumnName]: PgColumn } & Partial<
    Record<"question_it" | "question_en" | "list_items", PgColumn>
  >;

/** A wizard's table: a tree whose leaves keep their items (`wizardColumns`). */
export type WizardTable = TreeTable & Record<"list_items", PgColumn>;

/** A node as stored, with whether it has children; wizard nodes also carry their question. */
export interface TreeRow {
  id: number;
  parent_id: number | null;
  tree_id: number;
  level: number;
  path: string;
  position: number;
  status: number;
  title_it: string;
  title_en: string;
  seed_key: string | null;
  created_at: Date;
  updated_at: Date;
  question_it?: string | null;
  question_en?: string | null;
  is_leaf: boolean;
}
