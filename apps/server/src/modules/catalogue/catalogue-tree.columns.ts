import { bigint, integer, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Columns shared by the category and wizard trees: an adjacency list (parent_id) plus the root's
 * id (tree_id), the depth (level, 0 = root) and a materialised path of ids (`/1/4/9/`) so a
 * subtree is one indexed prefix query.
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
});
