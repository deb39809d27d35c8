import type { Language, Module, TemplateRef, WizardNode } from "@app/contracts";
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

/** A wizard node with its question and the items (templates, calculators) its leaf ends on. */
export function toWizardNode(row: TreeRow, items: TemplateRef[], language: Language): WizardNode {
  return {
    ...toTreeNode(row, language),
    question: (language === "en" ? row.question_en : row.question_it) ?? null,
    templates: items,
  };
}

/** An item a node lists (a template, a calculator), `locked` outside the caller's subscription. */
export function toTemplateRef(
  row: { id: number; title: string; language: Language; module: Module },
  isLocked: (module: Module) => boolean,
): TemplateRef {
  return { id: row.id, title: row.title, language: row.language, locked: isLocked(row.module) };
}
