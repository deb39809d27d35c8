import { and, asc, eq, ne, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { AppError } from "../../../platform/http/app-error";
import type { TreeLinks } from "../../../platform/tree/editor-tree.repository";
import type { EditorTreeSpec } from "../../../platform/tree/editor-tree.service";
import { localised } from "../../../platform/tree/tree.mapper";
import { categories, templateCategories, templates, wizards, wizardTemplates } from "../template.table";

const TEMPLATE_REF: TreeLinks["ref"] = {
  id: templates.id,
  family_id: templates.family_id,
  version: templates.version,
  title: templates.title,
  language: templates.language,
  status: templates.status,
};

/**
 * Live (not archived) template versions listed under this category and under no other:
 * deleting the category would leave them out of the catalogue.
 */
function orphansIfDeleted(db: Database, categoryId: number) {
  const other = db
    .select({ one: sql`1` })
    .from(templateCategories)
    .where(
      and(eq(templateCategories.template_id, templates.id), ne(templateCategories.category_id, categoryId)),
    );
  return db
    .select({ id: templates.id, title: templates.title, version: templates.version })
    .from(templateCategories)
    .innerJoin(templates, eq(templates.id, templateCategories.template_id))
    .where(
      and(eq(templateCategories.category_id, categoryId), ne(templates.status, "archived"), notExists(other)),
    )
    .orderBy(asc(templates.title));
}

/** The category tree: templates are listed under it from the template's side. */
export const categoryTree: EditorTreeSpec = {
  kind: "category",
  table: categories,
  isWizard: false,
  links: {
    table: templateCategories,
    node: templateCategories.category_id,
    item: templateCategories.template_id,
    target: templates,
    ref: TEMPLATE_REF,
    row: (category_id, template_id) => ({ category_id, template_id }),
  },
  /** A category that is the only one of some templates would leave them out of the catalogue. */
  async assertDeletable(db, node, language) {
    const orphans = await orphansIfDeleted(db, node.id);
    if (!orphans.length) return;
    const names = orphans.map((o) => `«${o.title}» (v${o.version})`);
    const list = names.length > 5 ? `${names.slice(0, 5).join(", ")}…` : names.join(", ");
    throw new AppError(409, [
      { key: "category_orphans_templates", params: { title: localised(node, language), templates: list } },
    ]);
  },
};

/** The contract wizard: its leaves end on template versions. */
export const wizardTree: EditorTreeSpec = {
  kind: "wizard",
  table: wizards,
  isWizard: true,
  links: {
    table: wizardTemplates,
    node: wizardTemplates.wizard_id,
    item: wizardTemplates.template_id,
    target: templates,
    ref: TEMPLATE_REF,
    row: (wizard_id, template_id) => ({ wizard_id, template_id }),
  },
  messages: {
    notLeaf: "template_wizard_not_leaf",
    unknown: "template_unknown",
    hasLinks: "wizard_has_templates",
  },
};
