import type { Language } from "@app/contracts";
import type { TreeRow } from "./tree.columns";

/** A node's (or any it/en row's) title in the caller's language. */
export const localised = (row: { title_it: string; title_en: string }, language: Language) =>
  language === "en" ? row.title_en : row.title_it;

/** What every customer tree node shows (spec §3 Category, Wizard). */
export function toTreeNode(row: TreeRow, language: Language) {
  return {
    id: row.id,
    title: localised(row, language),
    parent: row.parent_id,
    tree_id: row.tree_id,
    level: row.level,
    position: row.position,
    status: row.status,
    is_leaf: row.is_leaf,
  };
}
